import "server-only";
import { Prisma } from "@/lib/db";

/**
 * SQL for an invoice amount in euros, at the ECB rate of the invoice date (the latest published on
 * or before it), the same arithmetic as lib/money: the rate to EUR rounded to six decimals, the
 * amount half up to the cent. An invoice that states its own rate to the euro (a supplier in the
 * euro area invoicing in USD, issue #29) is converted at that rate, as its books are. NULL when no
 * rate is stored. Needs the alias `i` for "Invoice" and adds the lateral join `eur_rate`.
 */
export function eurAmountSql(amount: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE
    WHEN i.currency::text = 'EUR' THEN ${amount}
    WHEN i."nationalCurrency" = 'EUR' AND i."exchangeRate" IS NOT NULL THEN round(${amount} * i."exchangeRate", 2)
    WHEN eur_rate.rate IS NOT NULL THEN round(${amount} * round(1 / eur_rate.rate, 6), 2)
  END`;
}

export const eurRateJoinSql = Prisma.sql`LEFT JOIN LATERAL (
    SELECT rate FROM "ExchangeRate" WHERE currency = i.currency::text AND date <= i."invoiceDate" ORDER BY date DESC LIMIT 1
  ) eur_rate ON true`;
