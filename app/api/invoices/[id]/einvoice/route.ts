import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { einvoiceResponse } from "@/lib/einvoice/einvoice-response";
import { renderUserEinvoice } from "@/lib/einvoice/render-user-einvoice";

const FORMATS = ["ubl", "cii"] as const;

// GET /api/invoices/{id}/einvoice?format=ubl|cii - the invoice as EN 16931 XML (Pro); someone else's → 404, data missing → 422
export const GET = route({ requires: "user", params: ["id"] }, async (request, { user, params }) => {
  const format = new URL(request.url).searchParams.get("format") ?? "ubl";
  if (!(FORMATS as readonly string[]).includes(format)) throw new AppError("validation", "format must be ubl or cii");
  const { xml, filename } = await renderUserEinvoice(user, params.id, format as (typeof FORMATS)[number]);
  return einvoiceResponse(xml, filename);
});
