import { POST as createCustomerRoute } from "@/app/api/customers/route";
import { POST as createInvoiceRoute } from "@/app/api/invoices/route";
import { callRoute } from "./call-route";

export async function addCustomer(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await callRoute(createCustomerRoute, {
    method: "POST",
    cookie,
    body: { name: "Acme Corp", email: "billing@acme.example", country: "US", customerType: "business", ...overrides },
  });
  if (response.status !== 201) throw new Error(`customer: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string };
}

export function invoicePayload(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    invoiceDate: "2026-11-02",
    dueDate: "2026-12-02",
    currency: "USD",
    language: "en",
    vatScenario: "auto",
    taxCalculationType: "automatic",
    items: [{ description: "Design work", quantity: 2, rate: "100.00", amount: "200.00", taxRate: "0", taxAmount: "0" }],
    ...overrides,
  };
}

export function postInvoice(cookie: string, body: unknown) {
  return callRoute(createInvoiceRoute, { method: "POST", cookie, body });
}
