import "server-only";
import { db, Prisma } from "@/lib/db";
import { EU_COUNTRY_CODES } from "@/lib/tax";
import { eurAmountSql, eurRateJoinSql } from "./eur-amount-sql";

export type OssSupply = {
  id: string;
  number: string;
  invoiceDate: Date;
  createdAt: Date;
  customerCountry: string;
  currency: string;
  /** The taxable amount in the invoice's currency. */
  amount: string;
  /** The taxable amount in EUR; null when no ECB rate is stored for the invoice's currency and date. */
  amountEur: string | null;
};

/**
 * The user's invoices that count towards the EUR 10 000 threshold of Art. 59c (lib/tax
 * isOssQualifyingSupply, as SQL): from a member state to a consumer in another, goods or electronic
 * services, not void, dated from `from` to `to` inclusive, oldest first. Their taxable amounts
 * (net, without VAT) in euros.
 */
export async function findOssSupplies(userId: string, from: string, to: string): Promise<OssSupply[]> {
  const eu = [...EU_COUNTRY_CODES];
  return db.$queryRaw<OssSupply[]>`
    SELECT i.id, i.number, i."invoiceDate", i."createdAt", i."customerCountry", i.currency::text AS currency,
      i.subtotal::text AS amount, (${eurAmountSql(Prisma.sql`i.subtotal`)})::text AS "amountEur"
    FROM "Invoice" i ${eurRateJoinSql}
    WHERE i."userId" = ${userId} AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL
      AND i."invoiceDate" >= ${from}::date AND i."invoiceDate" <= ${to}::date
      AND i."supplierCountry" = ANY(${eu}::text[]) AND i."customerCountry" = ANY(${eu}::text[])
      AND i."supplierCountry" <> i."customerCountry"
      AND NOT i."customerVatRegistered" AND i."supplyType" <> 'services'
    ORDER BY i."invoiceDate", i."createdAt", i.id`;
}
