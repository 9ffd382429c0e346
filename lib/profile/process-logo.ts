import "server-only";
import sharp, { type Metadata } from "sharp";
import { detectImageType } from "./detect-image-type";
import { LOGO_ACCEPTED_TYPES, LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MESSAGES, LOGO_MIN_SIDE, logoError } from "./logo-rules";

export type ProcessedLogo = { png: Buffer; width: number; height: number };

/** sharp refuses to decode more pixels than the largest logo has: a pixel bomb fails at once. */
const MAX_PIXELS = LOGO_MAX_SIDE * LOGO_MAX_SIDE;

function isAcceptedType(mime: string | undefined): boolean {
  return (LOGO_ACCEPTED_TYPES as readonly (string | undefined)[]).includes(mime);
}

/**
 * Width and height as the logo will be shown (EXIF orientations 5–8 swap them). sharp refuses the
 * header of an image over the pixel limit; that image is then measured again without the limit,
 * only to name its size in the refusal: metadata() parses the header and decodes no pixels.
 */
async function readDimensions(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (error) {
    if (!(error instanceof Error && /pixel limit/i.test(error.message))) throw logoError("validation", LOGO_MESSAGES.unreadable);
    metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw logoError("validation", LOGO_MESSAGES.unreadable);
      });
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw logoError("validation", LOGO_MESSAGES.unreadable);
  return { width, height };
}

/**
 * Re-encodes to PNG: only the decoded pixels survive, so anything appended to the file or hidden in
 * its metadata is dropped. Photos compress badly as PNG; when the result would pass 1 MB a
 * 256-colour palette is tried (invisible on logos) before the upload is refused.
 */
async function encodePng(bytes: Uint8Array): Promise<Buffer> {
  const pipeline = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  try {
    const png = await pipeline().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    if (png.byteLength <= LOGO_MAX_BYTES) return png;
    const palette = await pipeline().png({ compressionLevel: 9, palette: true }).toBuffer();
    if (palette.byteLength <= LOGO_MAX_BYTES) return palette;
  } catch {
    throw logoError("validation", LOGO_MESSAGES.unreadable);
  }
  throw logoError("validation", LOGO_MESSAGES.tooLarge);
}

/**
 * The logo pipeline: size, then the type from the bytes (PNG or JPEG only), then the dimensions
 * from the image header, then a fresh PNG. Each step refuses with its own message.
 */
export async function processLogo(bytes: Uint8Array): Promise<ProcessedLogo> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw logoError("validation", LOGO_MESSAGES.tooLarge);
  if (!isAcceptedType(await detectImageType(bytes))) throw logoError("validation", LOGO_MESSAGES.invalidType);
  const { width, height } = await readDimensions(bytes);
  const fits = (side: number) => side >= LOGO_MIN_SIDE && side <= LOGO_MAX_SIDE;
  if (!fits(width) || !fits(height)) throw logoError("validation", LOGO_MESSAGES.dimensions(width, height));
  return { png: await encodePng(bytes), width, height };
}
