import { readInvoiceIntelligence } from "@/lib/admin/invoice-intelligence";
import { adminRoute } from "@/lib/api/route";

// GET /api/admin/invoice-intelligence - averages (overall and per currency), counts today/this week/this month, top buyer countries
export const GET = adminRoute(async () => Response.json(await readInvoiceIntelligence()));
