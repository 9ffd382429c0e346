import "server-only";
import { db } from "@/lib/db";

export type UserLogo = { data: string; mimeType: string };

/** The logo for a user's PDFs: Pro only (SPEC section 6), read only when a PDF needs it. */
export async function getPdfLogo(user: { id: string; isPro: boolean }): Promise<UserLogo | null> {
  if (!user.isPro) return null;
  const row = await db.user.findUnique({ where: { id: user.id }, select: { logoData: true, logoMimeType: true } });
  return row?.logoData && row.logoMimeType ? { data: row.logoData, mimeType: row.logoMimeType } : null;
}
