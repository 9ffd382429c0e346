import { route } from "@/lib/http/route";
import { previewNextNumber } from "@/lib/numbering/next-number";
import { INVOICE_SERIES } from "@/lib/numbering/number-series";

// GET /api/invoices/next-number - {nextNumber}: what the next invoice would be numbered (not claimed)
export const GET = route({ requires: "user" }, async (_request, { user }) =>
  Response.json({ nextNumber: await previewNextNumber(INVOICE_SERIES, user.id) }),
);
