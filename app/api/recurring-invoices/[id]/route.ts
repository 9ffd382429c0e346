import { route } from "@/lib/http/route";
import { deleteSchedule } from "@/lib/recurring/delete-schedule";
import { getSchedule } from "@/lib/recurring/read-schedules";
import { recurringInvoiceSchema } from "@/lib/recurring/schemas";
import { updateSchedule } from "@/lib/recurring/update-schedule";
import { getTaxLabel } from "@/lib/tax";

// GET /api/recurring-invoices/{id} - one of the user's recurring invoices; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await getSchedule(user.id, params.id)),
);

// PUT /api/recurring-invoices/{id} - replace its invoice and timing (the POST body); applies from the next run on
export const PUT = route(
  { requires: "user", params: ["id"], schemas: { body: (user) => recurringInvoiceSchema(getTaxLabel(user.country)) } },
  async (_request, { user, params, body }) => Response.json(await updateSchedule(user.id, params.id, body)),
);

// DELETE /api/recurring-invoices/{id} - stop and remove it; the invoices it made stay
export const DELETE = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  await deleteSchedule(user.id, params.id);
  return Response.json({ message: "Recurring invoice deleted" });
});
