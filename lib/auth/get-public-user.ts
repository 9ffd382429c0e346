import "server-only";
import { db } from "@/lib/db";
import { publicUserSelect, toPublicUser, type PublicUser } from "./public-user";

/** The whole public profile, logo included (GET /api/user, the signed-in shell's first render). */
export async function getPublicUser(userId: string): Promise<PublicUser> {
  return toPublicUser(await db.user.findUniqueOrThrow({ where: { id: userId }, select: publicUserSelect }));
}
