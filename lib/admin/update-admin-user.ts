import "server-only";
import { z } from "zod";
import { recordActivity } from "@/lib/activity/record-activity";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { syncUserPlan } from "@/lib/plans/sync-user-plan";
import type { AdminUserRow } from "./admin-users";
import { recordAdminAction, type AdminActor } from "./record-admin-action";

export const ADMIN_USER_MESSAGES = {
  oneChange: "Send either isPro or isActive (true or false)",
  selfDeactivation: "You cannot deactivate your own account",
  notFound: "User not found",
  closed: "This account was closed by its owner. Its records are kept read-only and it can't be changed.",
} as const;

export const adminUserChangeSchema = z.union([z.strictObject({ isPro: z.boolean() }), z.strictObject({ isActive: z.boolean() })], {
  error: ADMIN_USER_MESSAGES.oneChange,
});
export type AdminUserChange = z.output<typeof adminUserChangeSchema>;

/**
 * The Users tab's two actions. isPro grants or revokes staff Pro (User.proGrantedByAdmin; Stripe's
 * state stays as it is and isPro is derived from both). isActive false also deletes the user's
 * Session rows, which ends every signed-in browser at once. One transaction with the audit record.
 */
export async function updateAdminUser(admin: AdminActor, userId: string, change: AdminUserChange): Promise<AdminUserRow> {
  if ("isActive" in change && !change.isActive && userId === admin.id) {
    throw new AppError("validation", ADMIN_USER_MESSAGES.selfDeactivation);
  }
  return db.$transaction(async (tx) => {
    // FOR UPDATE: two admins acting on one user at once apply one after the other.
    const [user] = await tx.$queryRaw<
      { id: string; email: string; proGrantedByAdmin: boolean; isActive: boolean; closedAt: Date | null }[]
    >`SELECT id, email, "proGrantedByAdmin", "isActive", "closedAt" FROM "User" WHERE id = ${userId} FOR UPDATE`;
    if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
    if (user.closedAt) throw new AppError("conflict", ADMIN_USER_MESSAGES.closed, { code: "account_closed" });

    if ("isPro" in change) {
      await tx.user.update({ where: { id: userId }, data: { proGrantedByAdmin: change.isPro } });
      const plan = await syncUserPlan(tx, userId);
      if (plan.becamePro) {
        await recordActivity(tx, { type: "upgrade", description: `Pro granted by staff (${admin.email})`, userId, userEmail: user.email });
      }
      await recordAdminAction(tx, admin, {
        action: change.isPro ? "user.grant_pro" : "user.revoke_pro",
        targetType: "user",
        targetId: userId,
        description: `${change.isPro ? "Granted Pro to" : "Revoked staff Pro from"} ${user.email}${plan.isPro === change.isPro ? "" : ` (still ${plan.isPro ? "Pro through Stripe" : "Free"})`}`,
        details: { proGrantedByAdmin: { from: user.proGrantedByAdmin, to: change.isPro }, isPro: plan.isPro },
      });
    } else {
      await tx.user.update({ where: { id: userId }, data: { isActive: change.isActive } });
      if (!change.isActive) await tx.session.deleteMany({ where: { userId } });
      await recordAdminAction(tx, admin, {
        action: change.isActive ? "user.activate" : "user.deactivate",
        targetType: "user",
        targetId: userId,
        description: `${change.isActive ? "Activated" : "Deactivated"} ${user.email}`,
        details: { isActive: { from: user.isActive, to: change.isActive } },
      });
    }

    const row = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        company: true,
        country: true,
        isPro: true,
        isActive: true,
        createdAt: true,
        _count: { select: { invoices: true } },
      },
    });
    const { _count, ...rest } = row;
    return { ...rest, invoiceCount: _count.invoices };
  });
}
