import { AppError } from "@/lib/errors";

/** SPEC section 9: at most 1 MB, PNG or JPG, 64x64 to 1024x1024 px. Shared by the form and the server. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_SIDE = 64;
export const LOGO_MAX_SIDE = 1024;
export const LOGO_ACCEPTED_TYPES = ["image/png", "image/jpeg"] as const;
export const LOGO_FIELD = "logo";

/**
 * Every logo answer carries a title-like `message` and a sentence in `details`, so the client can
 * show either the spec's two-part toast or one line.
 */
export const LOGO_MESSAGES = {
  proOnly: { message: "Logo upload is available for Pro users only", details: "Upgrade to Pro to put your logo on your invoices." },
  invalidType: { message: "Invalid file type", details: "Please upload a PNG or JPG file" },
  tooLarge: { message: "File too large", details: "Logo must be under 1MB" },
  dimensions: (width: number, height: number) => ({
    message: "Invalid image dimensions",
    details: `Logo must be between ${LOGO_MIN_SIDE}x${LOGO_MIN_SIDE} and ${LOGO_MAX_SIDE}x${LOGO_MAX_SIDE} px (this one is ${width}x${height})`,
  }),
  unreadable: { message: "Invalid image", details: "The file could not be read as a PNG or JPG image" },
  noFile: { message: "No file uploaded", details: `Send the image as multipart/form-data in the field "${LOGO_FIELD}"` },
  uploaded: "Logo uploaded successfully",
  removed: { message: "Logo removed", details: "Your company logo has been removed" },
} as const;

type LogoMessage = { message: string; details: string };

export function logoError(
  code: "validation" | "forbidden" | "unsupported_media_type" | "payload_too_large",
  { message, details }: LogoMessage,
): AppError {
  return new AppError(code, message, { details });
}
