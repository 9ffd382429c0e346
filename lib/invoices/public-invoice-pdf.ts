import "server-only";
import { createHash } from "node:crypto";
import { consumeLimit } from "@/lib/rate-limit/consume-limit";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { utcToday } from "./invoice-status";
import type { PublicInvoice } from "./public-link";

/**
 * Downloads of one invoice's public PDF (per token, so per invoice) and of public PDFs from one
 * client address, per 15 minutes (every download counts, the cached ones too: they still cost a
 * lookup and bandwidth). A customer downloads an invoice a few times; a link posted
 * somewhere public rendered 9–10 PDFs a second and pushed the server to 655 MB (issue #26 finding 8).
 */
export const PUBLIC_PDF_PER_INVOICE = { name: "public-pdf:invoice", limit: 60, windowSeconds: 15 * 60 } as const satisfies RateLimitRule;
export const PUBLIC_PDF_PER_ADDRESS = { name: "public-pdf:addr", limit: 120, windowSeconds: 15 * 60 } as const satisfies RateLimitRule;

// Rendered PDFs kept per instance: an invoice's latest one, until its facts change.
const MAX_ENTRIES = 64;
const MAX_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, { facts: string; pdf: Buffer }>();
let cachedBytes = 0;

/**
 * The public link's PDF, within the limits, rendered once per set of facts: the invoice as its
 * JSON says (lines, amounts, payments, status), the owner's plan and logo, and the day (a due
 * date passing changes what prints). Any change to them is a new render; the same facts are
 * answered from memory.
 */
export async function publicInvoicePdf(found: PublicInvoice, address: string): Promise<Buffer> {
  await consumeLimit(PUBLIC_PDF_PER_ADDRESS, address, "public_pdf_limit", (wait) => `Too many downloads. Please try again in ${wait}.`);
  await consumeLimit(
    PUBLIC_PDF_PER_INVOICE,
    found.invoice.id,
    "public_pdf_limit",
    (wait) => `This invoice was downloaded too often. Please try again in ${wait}.`,
  );
  const logo = await getPdfLogo(found.owner);
  const facts = createHash("sha256")
    .update(JSON.stringify({ invoice: found.invoice, isPro: found.owner.isPro, logo, day: utcToday() }))
    .digest("base64url");
  const cached = cache.get(found.invoice.id);
  if (cached?.facts === facts) return cached.pdf;
  // Loaded on the first render (react-pdf is ES modules and heavy), as renderOwnInvoicePdf does.
  const { renderInvoicePdf } = await import("@/lib/pdf/render-invoice-pdf");
  const pdf = await renderInvoicePdf(found.invoice, { isPro: found.owner.isPro, logo });
  remember(found.invoice.id, facts, pdf);
  return pdf;
}

function remember(invoiceId: string, facts: string, pdf: Buffer): void {
  const old = cache.get(invoiceId);
  if (old) {
    cachedBytes -= old.pdf.byteLength;
    cache.delete(invoiceId);
  }
  cache.set(invoiceId, { facts, pdf });
  cachedBytes += pdf.byteLength;
  // The oldest entries go first (a Map keeps insertion order).
  for (const [key, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedBytes <= MAX_BYTES) break;
    cache.delete(key);
    cachedBytes -= entry.pdf.byteLength;
  }
}
