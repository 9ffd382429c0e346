import { route } from "@/lib/http/route";
import { pauseSchedule } from "@/lib/recurring/pause-resume";

// POST /api/recurring-invoices/{id}/pause - no invoices until resumed
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await pauseSchedule(user.id, params.id)),
);
