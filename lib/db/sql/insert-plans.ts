import "server-only";
import type { ActivityEvent, Invoice, InvoiceItem } from "@/lib/generated/prisma/client";
import { writtenColumns, type InsertPlan, type WrittenRow } from "./columns";

/**
 * The column lists of the invoice statement (insert-invoice-rows.ts), one entry per field of the
 * model. A new field fails `tsc` here until it is "written" (then the row types below demand a
 * value for it, and the draft must give one) or "default" (left to the column's DEFAULT).
 * tests/integration/sql-insert-columns.test.ts checks the same lists against the database's own
 * columns, so a column only a migration knows of is caught too.
 */
export const invoiceInsertPlan = {
  id: "written",
  userId: "written",
  customerId: "written",
  number: "written",
  invoiceDate: "written",
  dueDate: "written",
  supplyDate: "written",
  createdAt: "written",
  currency: "written",
  language: "written",
  template: "written",
  subtotal: "written",
  taxRate: "written",
  tax: "written",
  total: "written",
  notes: "written",
  paymentInstructions: "written",
  taxCalculationType: "written",
  userOverrideRate: "written",
  vatScenario: "written",
  taxLabel: "written",
  taxExplanation: "written",
  customVatExplanation: "written",
  supplyType: "written",
  supplierVatRegistered: "written",
  customerVatRegistered: "written",
  supplierCountry: "written",
  customerCountry: "written",
  reverseCharge: "written",
  invoiceType: "written",
  countryPreset: "written",
  paymentMethod: "written",
  customerType: "written",
  customerName: "written",
  customerEmail: "written",
  customerPhone: "written",
  customerAddress: "written",
  customerCity: "written",
  customerPostalCode: "written",
  customerVatNumber: "written",
  customerOrganizationNumber: "written",
  customerInvoiceReference: "written",
  supplierName: "written",
  supplierEmail: "written",
  supplierPhone: "written",
  supplierAddress: "written",
  supplierCity: "written",
  supplierPostalCode: "written",
  supplierOrganizationNumber: "written",
  supplierVatNumber: "written",
  supplierWebsite: "written",
  supplierBankName: "written",
  supplierBankAccountNumber: "written",
  supplierIban: "written",
  supplierSwiftCode: "written",
  supplierRoutingNumber: "written",
  supplierPaypalEmail: "written",
  supplierBankgiro: "written",
  supplierPlusgiro: "written",
  // The BEFORE INSERT trigger gives it from the number the statement chose (issue #27).
  paymentReference: "default",
  sentAt: "written",
  sentTo: "written",
  idempotencyKey: "written",
  vatCheckId: "written",
  oss: "written",
  nationalCurrency: "written",
  exchangeRate: "written",
  exchangeRateDate: "written",
  exchangeRateSource: "written",
  nationalVatAmount: "written",
  // A new invoice has no payment, view, void or deletion yet.
  amountPaid: "default",
  amountCredited: "default",
  amountRefunded: "default",
  paidAt: "default",
  viewedAt: "default",
  voidedAt: "default",
  deletedAt: "default",
  publicToken: "written",
} as const satisfies InsertPlan<Invoice>;

export const invoiceItemInsertPlan = {
  id: "written",
  invoiceId: "written",
  position: "written",
  description: "written",
  quantity: "written",
  unit: "written",
  rate: "written",
  amount: "written",
  taxRate: "written",
  taxAmount: "written",
} as const satisfies InsertPlan<InvoiceItem>;

export const activityEventInsertPlan = {
  id: "written",
  type: "written",
  description: "written",
  userId: "written",
  userEmail: "written",
  createdAt: "written",
} as const satisfies InsertPlan<ActivityEvent>;

export type InvoiceRow = WrittenRow<Invoice, typeof invoiceInsertPlan>;
export type InvoiceItemRow = WrittenRow<InvoiceItem, typeof invoiceItemInsertPlan>;
export type ActivityEventRow = WrittenRow<ActivityEvent, typeof activityEventInsertPlan>;

export const INVOICE_COLUMNS = writtenColumns(invoiceInsertPlan);
export const INVOICE_ITEM_COLUMNS = writtenColumns(invoiceItemInsertPlan);
export const ACTIVITY_EVENT_COLUMNS = writtenColumns(activityEventInsertPlan);
