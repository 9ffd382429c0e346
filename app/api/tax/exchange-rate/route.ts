import { route } from "@/lib/http/route";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { exchangeRateQuerySchema } from "@/lib/eu-vat/report-query";

// GET /api/tax/exchange-rate?from=EUR&to=SEK&date=2026-03-02 - the stored ECB rate an invoice of that date would state; rate null when none is stored
export const GET = route(
  { requires: "user", schemas: { query: exchangeRateQuerySchema } },
  async (_request, { query: { from, to, date } }) => {
    const found = await findReferenceRate(from, to, date);
    return Response.json({ from, to, date, rate: found?.rate ?? null, rateDate: found?.date ?? null, source: "ecb" });
  },
);
