import "server-only";
import { resolveSession } from "@/lib/auth/session";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";

const NOBODY = "00000000-0000-0000-0000-000000000000";

/**
 * Runs, once at the server's start, the reads a PDF download makes (the session, the owner's
 * invoice, the Pro logo) for a user who does not exist. Prisma compiles each query's plan the
 * first time it runs: measured, that was most of the main thread's part of the first download
 * after a start (≈ 240 ms of CPU on a busy machine; issue #30). Nothing is found, nothing written.
 */
export async function warmPdfDownload(): Promise<void> {
  await Promise.allSettled([resolveSession("warm-up"), getInvoice(NOBODY, NOBODY), getPdfLogo({ id: NOBODY, isPro: true })]);
}
