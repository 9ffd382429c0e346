import { route } from "@/lib/http/route";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { exchangeRateQuerySchema, readQuery } from "@/lib/eu-vat/report-query";

// GET /api/tax/exchange-rate?from=EUR&to=SEK&date=2026-03-02 - the stored ECB rate an invoice of that date would state; rate null when none is stored
export const GET = route({ requires: "user" }, async (request) => {
  const { from, to, date } = readQuery(request, exchangeRateQuerySchema);
  const found = await findReferenceRate(from, to, date);
  return Response.json({ from, to, date, rate: found?.rate ?? null, rateDate: found?.date ?? null, source: "ecb" });
});
