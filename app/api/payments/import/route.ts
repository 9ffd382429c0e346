import { route } from "@/lib/http/route";
import { importBankStatement } from "@/lib/payments/statements/import-bank-statement";
import { readStatementUpload } from "@/lib/payments/statements/read-statement-upload";

// POST /api/payments/import - a bank statement (multipart "file": camt.053/054 XML or CSV with a column mapping) booked against open invoices: {matched, unmatched, duplicates}
export const POST = route({ requires: "user", allowMultipart: true }, async (request, { user }) => {
  const { text, options } = await readStatementUpload(request);
  return Response.json(await importBankStatement(user.id, text, options));
});
