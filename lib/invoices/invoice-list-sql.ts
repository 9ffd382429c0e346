import { Prisma } from "@/lib/generated/prisma/client";

const ts = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The same JSON as toInvoiceJson, built by PostgreSQL: a list of 1,000 invoices is one query and one
 * string handed to the response, instead of ~70,000 fields mapped in JavaScript (measured: p95 of
 * GET /api/invoices from ~160 ms down to the figures in docs/benchmarks.md). A test compares both
 * shapes on the same invoices, so they cannot drift apart. Numerics print with their column's two
 * decimals; timestamps are stored in UTC.
 */
const INVOICE_JSON = `json_build_object(
  'id', i.id, 'number', i.number, 'customerId', i."customerId",
  'customer', json_build_object(
    'customerType', i."customerType"::text, 'name', i."customerName", 'email', i."customerEmail", 'phone', i."customerPhone",
    'address', i."customerAddress", 'city', i."customerCity", 'postalCode', i."customerPostalCode", 'country', i."customerCountry",
    'vatNumber', i."customerVatNumber", 'organizationNumber', i."customerOrganizationNumber", 'invoiceReference', i."customerInvoiceReference"),
  'supplier', json_build_object(
    'name', i."supplierName", 'email', i."supplierEmail", 'phone', i."supplierPhone", 'address', i."supplierAddress",
    'city', i."supplierCity", 'postalCode', i."supplierPostalCode", 'country', i."supplierCountry",
    'organizationNumber', i."supplierOrganizationNumber", 'vatNumber', i."supplierVatNumber", 'website', i."supplierWebsite",
    'bankName', i."supplierBankName", 'bankAccountNumber', i."supplierBankAccountNumber", 'iban', i."supplierIban",
    'swiftCode', i."supplierSwiftCode", 'routingNumber', i."supplierRoutingNumber", 'paypalEmail', i."supplierPaypalEmail"),
  'invoiceDate', to_char(i."invoiceDate", 'YYYY-MM-DD'), 'dueDate', to_char(i."dueDate", 'YYYY-MM-DD'),
  'createdAt', ${ts('i."createdAt"')},
  'currency', i.currency::text, 'language', i.language::text, 'template', i.template::text,
  'subtotal', i.subtotal::text, 'taxRate', i."taxRate"::text, 'tax', i.tax::text, 'total', i.total::text,
  'taxLabel', i."taxLabel", 'notes', i.notes, 'paymentInstructions', i."paymentInstructions",
  'taxCalculationType', i."taxCalculationType"::text, 'userOverrideRate', i."userOverrideRate"::text,
  'vatScenario', i."vatScenario", 'taxExplanation', i."taxExplanation", 'customVatExplanation', i."customVatExplanation",
  'supplyType', i."supplyType"::text, 'supplierVatRegistered', i."supplierVatRegistered",
  'customerVatRegistered', i."customerVatRegistered", 'supplierCountry', i."supplierCountry",
  'customerCountry', i."customerCountry", 'reverseCharge', i."reverseCharge", 'invoiceType', i."invoiceType",
  'countryPreset', i."countryPreset", 'paymentMethod', i."paymentMethod",
  'sentAt', ${ts('i."sentAt"')}, 'sentTo', i."sentTo",
  'items', (SELECT coalesce(json_agg(json_build_object(
      'description', it.description, 'quantity', it.quantity, 'rate', it.rate::text, 'amount', it.amount::text,
      'taxRate', it."taxRate"::text, 'taxAmount', it."taxAmount"::text) ORDER BY it.position), '[]'::json)
    FROM "InvoiceItem" it WHERE it."invoiceId" = i.id))`;

/** One user's invoices, newest first, as a JSON array in one string. */
export function invoiceListJsonQuery(userId: string, limit: number | null): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(page.invoice ORDER BY page."createdAt" DESC, page.id DESC), '[]'::json)::text AS body
    FROM (
      SELECT i.id, i."createdAt", ${Prisma.raw(INVOICE_JSON)} AS invoice
      FROM "Invoice" i
      WHERE i."userId" = ${userId}
      ORDER BY i."createdAt" DESC, i.id DESC
      LIMIT ${limit ?? null}
    ) page`;
}
