import "server-only";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AdminActor = { id: string; email: string };

/**
 * The audit trail: who (the admin), what (action, target, before/after) and when, written in the
 * transaction of the change itself, so there is no change without its record and no record of a
 * change that rolled back. The Live Feed shows these rows too (lib/admin/realtime-feed.ts).
 */
export async function recordAdminAction(
  tx: Tx,
  admin: AdminActor,
  action: { action: string; targetType: "user" | "bug_report"; targetId: string; description: string; details?: Prisma.InputJsonValue },
): Promise<void> {
  await tx.adminAuditLog.create({ data: { adminId: admin.id, adminEmail: admin.email, ...action } });
}
