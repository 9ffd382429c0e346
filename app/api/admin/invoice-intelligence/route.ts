import { readInvoiceIntelligence } from "@/lib/admin/invoice-intelligence";
import { route } from "@/lib/http/route";

// GET /api/admin/invoice-intelligence - averages (overall and per currency), counts today/this week/this month, top buyer countries
export const GET = route({ requires: "admin" }, async () => Response.json(await readInvoiceIntelligence()));
