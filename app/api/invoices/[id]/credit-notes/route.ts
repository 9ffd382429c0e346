import { createCreditNote } from "@/lib/credit-notes/create-credit-note";
import { createCreditNoteSchema } from "@/lib/credit-notes/schemas";
import { route } from "@/lib/http/route";

// POST /api/invoices/{id}/credit-notes - {reason, items?} → 201 with the credit note (CN-1001…):
// without items a full credit of what is still creditable, with items [{description, quantity,
// rate}] a partial one; above what is creditable → 400 naming the limit, nothing left → 409
export const POST = route(
  { requires: "user", params: ["id"], schemas: { body: createCreditNoteSchema } },
  async (_request, { user, params, body }) => Response.json(await createCreditNote(user.id, params.id, body), { status: 201 }),
);
