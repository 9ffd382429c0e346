// Renamed: jsx-a11y takes <Image> for an HTML image; a PDF image has no alt attribute.
import { Image as PdfImage } from "@react-pdf/renderer";
import type { Style } from "../theme";

export type PdfLogo = { data: string; mimeType: string };

// The logo upload stores PNG (re-encoded by sharp) or JPEG; react-pdf embeds exactly these two.
const LOGO_FORMATS: Record<string, "png" | "jpg"> = { "image/png": "png", "image/jpeg": "jpg", "image/jpg": "jpg" };

/** The Pro user's logo (PNG or JPEG, base64 as stored), scaled into a box, aspect kept. */
export function Logo({ logo, style }: { logo: PdfLogo | null; style: Style }) {
  const format = logo ? LOGO_FORMATS[logo.mimeType] : undefined;
  if (!logo || !format) return null;
  return (
    <PdfImage src={{ data: Buffer.from(logo.data, "base64"), format }} style={[{ objectFit: "contain", objectPosition: "left" }, style]} />
  );
}
