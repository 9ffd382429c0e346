import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { db, type Prisma } from "@/lib/db";
import { recordAdminAction, type AdminActor } from "./record-admin-action";

export const BUG_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;

export const BUG_REPORT_MESSAGES = {
  oneChange: "Send either status (open, in_progress, resolved or closed) or adminNotes",
  notFound: "Bug report not found",
} as const;

export const bugReportChangeSchema = z.union(
  [z.strictObject({ status: z.enum(BUG_STATUSES) }), z.strictObject({ adminNotes: z.string().max(10_000) })],
  { error: BUG_REPORT_MESSAGES.oneChange },
);
export type BugReportChange = z.output<typeof bugReportChangeSchema>;

const bugReportSelect = {
  id: true,
  title: true,
  description: true,
  steps: true,
  url: true,
  userAgent: true,
  priority: true,
  category: true,
  status: true,
  adminNotes: true,
  createdAt: true,
  reporterEmail: true,
  user: { select: { email: true } },
} as const satisfies Prisma.BugReportSelect;

type BugReportRow = Prisma.BugReportGetPayload<{ select: typeof bugReportSelect }>;

/** The spec's fields; `user.email` falls back to the e-mail the reporter typed when nobody was signed in. */
function toBugReportJson(report: BugReportRow) {
  const { reporterEmail, user, ...rest } = report;
  return { ...rest, user: { email: user?.email ?? reporterEmail ?? null } };
}

/** Newest first; at most 500 (older ones stay in the database). */
export async function listBugReports() {
  const reports = await db.bugReport.findMany({ select: bugReportSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 });
  return reports.map(toBugReportJson);
}

export async function updateBugReport(admin: AdminActor, id: string, change: BugReportChange) {
  return db.$transaction(async (tx) => {
    const before = await tx.bugReport.findUnique({ where: { id }, select: { title: true, status: true, adminNotes: true } });
    if (!before) throw new AppError("not_found", BUG_REPORT_MESSAGES.notFound);
    const updated = await tx.bugReport.update({ where: { id }, data: change, select: bugReportSelect });
    await recordAdminAction(
      tx,
      admin,
      "status" in change
        ? {
            action: "bug_report.status",
            targetType: "bug_report",
            targetId: id,
            description: `Bug report "${before.title}": ${before.status} → ${change.status}`,
            details: { status: { from: before.status, to: change.status } },
          }
        : {
            action: "bug_report.notes",
            targetType: "bug_report",
            targetId: id,
            description: `Bug report "${before.title}": admin notes changed`,
            details: { adminNotes: { from: before.adminNotes, to: change.adminNotes } },
          },
    );
    return toBugReportJson(updated);
  });
}

export async function deleteBugReport(admin: AdminActor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const report = await tx.bugReport.findUnique({ where: { id }, select: { title: true, status: true, description: true } });
    if (!report) throw new AppError("not_found", BUG_REPORT_MESSAGES.notFound);
    await tx.bugReport.delete({ where: { id } });
    await recordAdminAction(tx, admin, {
      action: "bug_report.delete",
      targetType: "bug_report",
      targetId: id,
      description: `Deleted bug report "${report.title}"`,
      details: report,
    });
  });
}
