import { route } from "@/lib/http/route";
import { resumeSchedule } from "@/lib/recurring/pause-resume";

// POST /api/recurring-invoices/{id}/resume - active again; makes at once what is due (what a limit made it miss)
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await resumeSchedule(user.id, params.id)),
);
