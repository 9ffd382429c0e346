import { route } from "@/lib/http/route";
import { previewNextNumber } from "@/lib/numbering/next-number";
import { INVOICE_SERIES } from "@/lib/numbering/number-series";

// POST /api/invoices/reserve-number - {nextNumber}: the number a new invoice would get; a preview
// that claims nothing (numbers are given out when an invoice is created: lib/numbering/next-number.ts)
export const POST = route({ requires: "user" }, async (_request, { user }) =>
  Response.json({ nextNumber: await previewNextNumber(INVOICE_SERIES, user.id) }),
);
