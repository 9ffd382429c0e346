import "server-only";
import { db } from "@/lib/db";
import { proRequired, type AppError } from "@/lib/errors";
import { LOGO_MESSAGES } from "./logo-rules";
import { processLogo } from "./process-logo";

/** POST /api/user/upload-logo answer: `dimensions` and `size` as the spec names them. */
export type LogoUploadResult = {
  message: string;
  dimensions: string;
  width: number;
  height: number;
  /** Bytes of the stored PNG. */
  size: number;
  mimeType: "image/png";
};

/** Free plan: 403 before the body is read, so a Free user's upload is not even parsed. */
export function logoNeedsPro(): AppError {
  return proRequired(LOGO_MESSAGES.proOnly.message, { details: LOGO_MESSAGES.proOnly.details });
}

/**
 * Stores the user's logo (base64 of the re-encoded PNG). The plan is checked again in the UPDATE
 * itself, so an account downgraded while the image was processed is still refused.
 */
export async function uploadLogo(userId: string, bytes: Uint8Array): Promise<LogoUploadResult> {
  const { png, width, height } = await processLogo(bytes);
  const { count } = await db.user.updateMany({
    where: { id: userId, isPro: true },
    data: { logoData: png.toString("base64"), logoMimeType: "image/png" },
  });
  if (count === 0) throw logoNeedsPro();
  return { message: LOGO_MESSAGES.uploaded, dimensions: `${width}x${height}`, width, height, size: png.byteLength, mimeType: "image/png" };
}
