import "server-only";
import { resolveSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";

const NOBODY = "00000000-0000-0000-0000-000000000000";
/** Not NOBODY: see below. */
const NO_INVOICE = "00000000-0000-0000-0000-000000000001";
/** Shaped like a session token (43 base64url characters), so the session lookup runs; none has it. */
const NO_SESSION = "warm-up".padEnd(43, "0");

/**
 * Runs, once at the server's start, the reads a PDF download makes, one after the other on one
 * connection as the route does: the session lookup, the owner's invoice with everything it
 * includes, the Pro logo. On a real row when the database has one (whichever invoice it returns
 * first; read and dropped, nothing written), else for nobody. Issue #30, measured:
 * - Prisma compiles a query once per shape and caches the plan, but two parameters with the same
 *   value make another shape (one placeholder for both): warmed as getInvoice(NOBODY, NOBODY), the
 *   first real download compiled its invoice query again (7–30 ms of the main thread).
 * - A query that finds no invoice stops there: the reads of its lines, customer and payments, and
 *   PostgreSQL's planning of them in that connection, first ran on the first real download.
 * start-pdf-renderer.ts runs this last, once the PDF workers are ready: pg closes a connection
 * that is idle for 10 s, and on a busy machine the workers take longer than that, so reads run
 * at the start of it found a new connection (and a new PostgreSQL backend) at the first download.
 */
export async function warmPdfDownload(): Promise<void> {
  await resolveSession(NO_SESSION);
  const row = await db.invoice.findFirst({ select: { id: true, userId: true } });
  await getInvoice(row?.userId ?? NOBODY, row?.id ?? NO_INVOICE).catch(() => undefined);
  await getPdfLogo({ id: row?.userId ?? NOBODY, isPro: true });
}
