import type { Page } from "@playwright/test";

export type InvoiceLine = { description: string; quantity: number; rate: string };

/**
 * Issues a USD invoice in English to the seed's Canadian customer, from the page, so the request
 * carries the session cookie and the Origin the server checks; answers the created invoice's JSON.
 */
export async function issueSeedCustomerInvoice<Invoice>(page: Page, items: InvoiceLine[]): Promise<Invoice> {
  return page.evaluate(async (items) => {
    const customers = (await (await fetch("/api/customers")).json()) as { id: string; name: string }[];
    const customer = customers.find(({ name }) => name === "Maple Leaf Studios Inc.");
    if (!customer) throw new Error("the seed's Canadian customer is missing");
    const response = await fetch("/api/invoices", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerId: customer.id,
        invoiceDate: new Date().toISOString().slice(0, 10),
        currency: "USD",
        language: "en",
        vatScenario: "auto",
        taxCalculationType: "automatic",
        items,
      }),
    });
    if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
    return response.json();
  }, items);
}
