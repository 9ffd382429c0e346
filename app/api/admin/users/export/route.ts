import { adminUsersQuerySchema } from "@/lib/admin/admin-users";
import { usersCsvStream } from "@/lib/admin/export-users-csv";
import { route } from "@/lib/http/route";

// GET /api/admin/users/export?plan=…&search=… - every matching user as CSV (RFC 4180, formula cells defused)
export const GET = route({ requires: "admin", schemas: { query: adminUsersQuerySchema } }, async (_request, { query }) => {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(usersCsvStream(query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="users-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
