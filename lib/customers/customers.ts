import "server-only";
import type { PageRequest } from "@/lib/http/paging";
import { db } from "@/lib/db";
import { listCustomerRows } from "@/lib/db/sql/list-customer-rows";
import { AppError } from "@/lib/errors";
import { customerSelect, type Customer } from "./customer-select";
import type { CustomerData } from "./schemas";

const NOT_FOUND = "Customer not found";

// Every query is scoped by the owner's id: another user's customer is simply not found (404, never 403).

/** One page of the user's customers, newest first (one row more than asked tells a next page exists); the search matches name or e-mail. */
export function listCustomers(userId: string, page: PageRequest): Promise<Customer[]> {
  return listCustomerRows(customerSelect, userId, page);
}

export async function getCustomer(userId: string, id: string): Promise<Customer> {
  const customer = await db.customer.findFirst({ where: { id, userId }, select: customerSelect });
  if (!customer) throw new AppError("not_found", NOT_FOUND);
  return customer;
}

export function createCustomer(userId: string, data: CustomerData): Promise<Customer> {
  return db.customer.create({ data: { ...data, userId }, select: customerSelect });
}

export async function updateCustomer(userId: string, id: string, data: CustomerData): Promise<Customer> {
  const { count } = await db.customer.updateMany({ where: { id, userId }, data });
  if (count === 0) throw new AppError("not_found", NOT_FOUND);
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
