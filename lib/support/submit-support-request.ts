import "server-only";
import { db } from "@/lib/db";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";
import type { SupportRequestData } from "./support-schema";

/** Per client address: enough for a person with a few problems, not for a script filling the table. */
export const SUPPORT_RATE_LIMIT: RateLimitRule = { name: "support:ip", limit: 10, windowSeconds: 60 * 60 };

/** The support form's priorities on the bug-report scale (SPEC: critical, high, medium or other). */
const BUG_PRIORITY: Record<SupportRequestData["priority"], string> = { low: "low", normal: "medium", high: "high", critical: "critical" };

/**
 * Stores a support request and files it in the admin center's inbox (the Bug Reports tab, which
 * shows every category with a filter; title = subject, description = message), in the same
 * transaction. Every category, not only bugs (issue #24, item 6): the page promises a reply.
 */
export async function submitSupportRequest(
  data: SupportRequestData,
  context: { userId: string | null; userAgent: string | null },
): Promise<{ id: string; bugReportId: string }> {
  return db.$transaction(async (tx) => {
    const request = await tx.supportRequest.create({
      data: {
        userId: context.userId,
        name: data.name,
        email: data.email,
        category: data.category,
        priority: data.priority,
        subject: data.subject,
        message: data.message,
      },
      select: { id: true },
    });
    const report = await tx.bugReport.create({
      data: {
        userId: context.userId,
        reporterEmail: data.email,
        title: data.subject,
        description: data.message,
        steps: data.steps ?? null,
        url: data.url ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        priority: BUG_PRIORITY[data.priority],
        category: data.category,
      },
      select: { id: true },
    });
    return { id: request.id, bugReportId: report.id };
  });
}
