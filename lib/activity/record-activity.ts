import type { Tx } from "@/lib/db";
import type { ActivityType } from "@/lib/generated/prisma/client";

/** Writes one event of the admin live feed, inside the caller's transaction so it lands with the change it describes. */
export async function recordActivity(
  tx: Tx,
  event: { type: ActivityType; description: string; userId?: string; userEmail?: string },
): Promise<void> {
  await tx.activityEvent.create({ data: event });
}
