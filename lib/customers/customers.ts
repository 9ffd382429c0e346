import "server-only";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db";
import { listCustomerRows } from "@/lib/db/sql/list-customer-rows";
import { AppError } from "@/lib/errors";
import { checkVatNumber } from "@/lib/vies/check-vat-number";
import { toVatCheckJson, vatCheckSelect, type VatCheckRecord } from "@/lib/vies/vat-check-record";
import { customerSelect, type Customer, type CustomerRow } from "./customer-select";
import type { CustomerData } from "./schemas";

const NOT_FOUND = "Customer not found";
const withVatCheck = { ...customerSelect, vatCheck: { select: vatCheckSelect } } as const;

// Every query is scoped by the owner's id: another user's customer is simply not found (404, never 403).

function toCustomer({ vatCheck, ...row }: CustomerRow & { vatCheck: VatCheckRecord | null }): Customer {
  return { ...row, vatCheck: vatCheck ? toVatCheckJson(vatCheck) : null };
}

/** One page of the user's customers, newest first (one row more than asked tells a next page exists); the search matches name or e-mail. */
export async function listCustomers(userId: string, page: PageRequest): Promise<Customer[]> {
  const rows = await listCustomerRows({ ...customerSelect, vatCheckId: true }, userId, page);
  const ids = rows.flatMap((row) => (row.vatCheckId ? [row.vatCheckId] : []));
  const checks = ids.length ? await db.vatCheck.findMany({ where: { id: { in: ids }, userId }, select: vatCheckSelect }) : [];
  const byId = new Map(checks.map((check) => [check.id, check]));
  return rows.map(({ vatCheckId, ...row }) => toCustomer({ ...row, vatCheck: (vatCheckId && byId.get(vatCheckId)) || null }));
}

export async function getCustomer(userId: string, id: string): Promise<Customer> {
  const customer = await db.customer.findFirst({ where: { id, userId }, select: withVatCheck });
  if (!customer) throw new AppError("not_found", NOT_FOUND);
  return toCustomer(customer);
}

/**
 * Saving a business customer with an EU VAT number asks VIES (issue #29) and keeps the answer as
 * the customer's check; an invalid or unverified number is saved all the same (only a
 * reverse-charge invoice needs a valid one). VIES is asked before the write, so the customer and
 * its check are written together.
 */
export async function createCustomer(userId: string, data: CustomerData): Promise<Customer> {
  const check = await checkVatNumber(userId, data.country, data.vatNumber);
  const customer = await db.customer.create({ data: { ...data, userId, vatCheckId: check?.id ?? null }, select: withVatCheck });
  return toCustomer(customer);
}

export async function updateCustomer(userId: string, id: string, data: CustomerData): Promise<Customer> {
  if ((await db.customer.count({ where: { id, userId } })) === 0) throw new AppError("not_found", NOT_FOUND);
  const check = await checkVatNumber(userId, data.country, data.vatNumber);
  const { count } = await db.customer.updateMany({ where: { id, userId }, data: { ...data, vatCheckId: check?.id ?? null } });
  if (count === 0) throw new AppError("not_found", NOT_FOUND);
  return getCustomer(userId, id);
}

/** POST /api/customers/{id}/vat-check: asks VIES again about the customer's number and keeps the answer. */
export async function recheckCustomerVatNumber(userId: string, id: string): Promise<Customer> {
  const customer = await db.customer.findFirst({ where: { id, userId }, select: { country: true, vatNumber: true, customerType: true } });
  if (!customer) throw new AppError("not_found", NOT_FOUND);
  const isBusiness = customer.customerType === "business";
  const check = isBusiness ? await checkVatNumber(userId, customer.country, customer.vatNumber, { customerId: id }) : null;
  if (!check) {
    throw new AppError("validation", "This customer has no EU VAT number that VIES can check", {
      code: "no_eu_vat_number",
      fields: ["vatNumber"],
    });
  }
  return getCustomer(userId, id);
}

/**
 * Deletes the customer. Invoices already issued keep their own copy of the customer's details
 * (the foreign key is set to null), so no issued invoice changes.
 */
export async function deleteCustomer(userId: string, id: string): Promise<void> {
  const { count } = await db.customer.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("not_found", NOT_FOUND);
}
