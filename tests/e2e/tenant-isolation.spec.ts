import { expect, test } from "@playwright/test";
import { FREE_DEMO, PRO_DEMO, signIn } from "./support/sign-in";

// Issue #18: one user opens another user's invoice and customer URLs and sees nothing of theirs.
test("the Free demo user opens the Pro demo user's invoice, PDF, e-invoice and customer URLs and gets 404 with nothing of theirs", async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, PRO_DEMO);
  const invoices = (await (await owner.request.get("/api/invoices")).json()) as {
    id: string;
    number: string;
    customer: { name: string };
  }[];
  const customers = (await (await owner.request.get("/api/customers")).json()) as { id: string; name: string }[];
  expect(invoices.length).toBeGreaterThan(0);
  expect(customers.length).toBeGreaterThan(0);
  const [invoice] = invoices;
  const [customer] = customers;
  await ownerContext.close();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, FREE_DEMO);
  const urls = [
    `/api/invoices/${invoice!.id}`,
    `/api/invoices/${invoice!.id}/pdf`,
    `/api/invoices/${invoice!.id}/einvoice?format=cii`,
    `/api/customers/${customer!.id}`,
  ];
  for (const url of urls) {
    const response = await other.goto(url);
    expect(response?.status(), url).toBe(404);
    const body = await response!.text();
    expect(body).not.toContain(invoice!.number);
    expect(body).not.toContain(customer!.name);
  }
  for (const [method, url] of [
    ["DELETE", `/api/invoices/${invoice!.id}`],
    ["PUT", `/api/customers/${customer!.id}`],
    ["POST", `/api/invoices/${invoice!.id}/send`],
  ] as const) {
    const response = await other.request.fetch(url, {
      method,
      data: method === "PUT" ? { name: "Taken over", email: "x@example.com" } : undefined,
    });
    expect(response.status(), `${method} ${url}`).toBe(404);
  }

  await other.goto("/invoices");
  await expect(other.getByRole("heading", { name: "Your Invoices" })).toBeVisible();
  await expect(other.getByText(invoice!.number, { exact: true })).toHaveCount(0);
  await other.goto("/customers");
  await expect(other.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await expect(other.getByText(customer!.name, { exact: true })).toHaveCount(0);
  await other.screenshot({ path: "screenshots/tenant-isolation-customers.png", fullPage: true });
  await otherContext.close();
});
