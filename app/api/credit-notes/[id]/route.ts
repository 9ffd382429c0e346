import { getCreditNote } from "@/lib/credit-notes/read-credit-notes";
import { route } from "@/lib/http/route";

// GET /api/credit-notes/{id} - one of the user's credit notes; someone else's is 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getCreditNote(user.id, params.id)),
);
