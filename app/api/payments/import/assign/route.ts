import { route } from "@/lib/http/route";
import { assignBankEntry, assignEntrySchema } from "@/lib/payments/statements/assign-bank-entry";

// POST /api/payments/import/assign - an unmatched statement line booked on an invoice by hand: {invoiceNumber, amount, by: "manual", overpaid}
export const POST = route({ requires: "user", schemas: { body: assignEntrySchema } }, async (_request, { user, body }) => {
  return Response.json(await assignBankEntry(user.id, body), { status: 201 });
});
