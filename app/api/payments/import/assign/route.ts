import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { assignBankEntry, assignEntrySchema } from "@/lib/payments/statements/assign-bank-entry";

// POST /api/payments/import/assign - an unmatched statement line booked on an invoice by hand: {invoiceNumber, amount, by: "manual", overpaid}
export const POST = route({ requires: "user" }, async (request, { user }) => {
  const input = await readJson(request, assignEntrySchema);
  return Response.json(await assignBankEntry(user.id, input), { status: 201 });
});
