import "server-only";
import { db } from "@/lib/db";
import { LOGO_MESSAGES } from "./logo-rules";

/**
 * Removes the user's logo. Allowed on every plan: uploading is a Pro feature, but someone who
 * has left Pro must still be able to take their logo down.
 */
export async function removeLogo(userId: string): Promise<{ message: string; details: string }> {
  await db.user.update({ where: { id: userId }, data: { logoData: null, logoMimeType: null } });
  return { ...LOGO_MESSAGES.removed };
}
