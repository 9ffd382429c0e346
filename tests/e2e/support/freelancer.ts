import { expect, type Page } from "@playwright/test";

export const FREELANCER_PASSWORD = "quokka-ledger-47";

/** Signs up a US freelancer (the page keeps the session) with one business customer; answers the customer's id. */
export async function freelancerWithCustomer(page: Page, email: string): Promise<string> {
  const register = await page.request.post("/api/register", {
    data: {
      email,
      password: FREELANCER_PASSWORD,
      businessType: "business",
      businessName: "Brightline Studio",
      country: "US",
      address: "1 Main St",
      city: "Springfield",
      postalCode: "12345",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const customer = await page.request.post("/api/customers", {
    data: { customerType: "business", name: "Acme Corp", email: "ap@acme.example", country: "US", address: "5 Broadway", city: "New York" },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  return ((await customer.json()) as { id: string }).id;
}
