import { bugReportChangeSchema, deleteBugReport, updateBugReport } from "@/lib/admin/bug-reports";
import { route } from "@/lib/http/route";

// PATCH /api/admin/bug-reports/{id} - set {status} or {adminNotes}
export const PATCH = route(
  { requires: "admin", params: ["id"], schemas: { body: bugReportChangeSchema } },
  async (_request, { user, params, body }) => Response.json(await updateBugReport(user, params.id, body)),
);

// DELETE /api/admin/bug-reports/{id} - delete a bug report (kept in the audit trail)
export const DELETE = route({ requires: "admin", params: ["id"] }, async (_request, { user, params }) => {
  await deleteBugReport(user, params.id);
  return Response.json({ message: "Bug report deleted successfully" });
});
