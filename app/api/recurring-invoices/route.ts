import { route } from "@/lib/http/route";
import { createSchedule } from "@/lib/recurring/create-schedule";
import { listSchedules } from "@/lib/recurring/read-schedules";
import { recurringInvoiceSchema } from "@/lib/recurring/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/recurring-invoices - the user's recurring invoices, newest first
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await listSchedules(user.id)));

// POST /api/recurring-invoices - a recurring invoice: the invoice fields plus frequency, startDate,
// endDate or count, dueDays, autoSend, dayOfMonth; 201 with id, nextRunDate, status, generatedCount
export const POST = route(
  { requires: "user", schemas: { body: (user) => recurringInvoiceSchema(getTaxLabel(user.country)) } },
  async (_request, { user, body }) => Response.json(await createSchedule(user.id, body), { status: 201 }),
);
