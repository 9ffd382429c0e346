import "server-only";
import { resolveSession } from "@/lib/auth/session";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";

const NOBODY = "00000000-0000-0000-0000-000000000000";
/** Shaped like a session token (43 base64url characters), so the session lookup runs; none has it. */
const NO_SESSION = "warm-up".padEnd(43, "0");

/**
 * Runs, once at the server's start, the reads a PDF download makes (the session, the owner's
 * invoice, the Pro logo) for a user who does not exist. Prisma compiles each query's plan the
 * first time it runs: measured, that was most of the main thread's part of the first download
 * after a start (≈ 240 ms of CPU on a busy machine; issue #30). Nothing is found, nothing written.
 */
export async function warmPdfDownload(): Promise<void> {
  await Promise.allSettled([resolveSession(NO_SESSION), getInvoice(NOBODY, NOBODY), getPdfLogo({ id: NOBODY, isPro: true })]);
}
