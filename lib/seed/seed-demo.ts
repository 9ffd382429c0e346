import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { createInvoice, readInvoiceSupplier } from "@/lib/invoices/create-invoice";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";
import { DEMO_USERS, type DemoUser } from "./demo-data";

export type SeedReport = { email: string; password: string; role: string; created: boolean }[];

/**
 * Demo data for local development and the end-to-end tests. Idempotent: an existing account is
 * left as it is (its password too), and customers and invoices are only added to an empty account.
 */
export async function seedDemo(admin: { email: string; password: string }): Promise<SeedReport> {
  const report: SeedReport = [];
  for (const demo of DEMO_USERS) {
    const { id, created } = await ensureUser(demo);
    await ensureCustomersAndInvoices(id, demo);
    report.push({ email: demo.email, password: demo.password, role: demo.isPro ? "Pro demo user" : "Free demo user", created });
  }
  report.push({ ...admin, role: "Admin", created: await ensureAdmin(admin) });
  return report;
}

async function ensureUser(demo: DemoUser) {
  const existing = await db.user.findUnique({ where: { email: demo.email }, select: { id: true } });
  if (existing) return { id: existing.id, created: false };
  const user = await db.user.create({
    data: {
      email: demo.email,
      passwordHash: await hashPassword(demo.password),
      isPro: demo.isPro,
      proGrantedByAdmin: demo.isPro,
      emailVerifiedAt: new Date(),
      ...demo.profile,
    },
    select: { id: true },
  });
  return { id: user.id, created: true };
}

async function ensureCustomersAndInvoices(userId: string, demo: DemoUser) {
  if ((await db.customer.count({ where: { userId } })) > 0) return;
  const customers = new Map<string, string>();
  for (const customer of demo.customers) {
    const { id } = await db.customer.create({ data: { ...customer, userId }, select: { id: true } });
    customers.set(customer.email, id);
  }
  const schema = createInvoiceSchema(getTaxLabel(demo.profile.country));
  const supplier = await readInvoiceSupplier(userId);
  for (const invoice of demo.invoices) {
    const invoiceDate = new Date(Date.now() - invoice.daysAgo * 86_400_000).toISOString().slice(0, 10);
    const data = schema.parse({
      customerId: customers.get(invoice.customerEmail),
      invoiceDate,
      currency: invoice.currency,
      language: invoice.language,
      notes: invoice.notes,
      vatScenario: "auto",
      items: invoice.items,
    });
    await createInvoice(supplier, data);
  }
}

async function ensureAdmin({ email, password }: { email: string; password: string }): Promise<boolean> {
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { isAdmin: true } });
    return false;
  }
  await db.user.create({
    data: { email, passwordHash: await hashPassword(password), username: "Admin", isAdmin: true, emailVerifiedAt: new Date() },
  });
  return true;
}
