import "server-only";
import { db } from "@/lib/db";
import { LOGO_MESSAGES, logoError } from "./logo-rules";
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

/** The cheap check, made before the body is read: a Free user's upload is not even parsed. */
export function assertCanUploadLogo(user: { isPro: boolean }): void {
  if (!user.isPro) throw logoError("forbidden", LOGO_MESSAGES.proOnly);
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
  if (count === 0) throw logoError("forbidden", LOGO_MESSAGES.proOnly);
  return { message: LOGO_MESSAGES.uploaded, dimensions: `${width}x${height}`, width, height, size: png.byteLength, mimeType: "image/png" };
}
