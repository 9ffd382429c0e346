import { getCreditNoteHistory } from "@/lib/history/read-history";
import { route } from "@/lib/http/route";

// GET /api/credit-notes/{id}/history - the credit note's history entries [{at, type, actor, detail, hash}], oldest first; someone else's is 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getCreditNoteHistory(user.id, params.id)),
);
