import { computeLiveTax } from "@/components/invoices/create/live-tax";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";

// Issue #29: the invoice form's preview takes the OSS threshold into account as the server does.

const user = { country: "SE", vatRegistered: true, ossRegistered: false, vatRate: null, defaultVATRate: null } as unknown as PublicUser;
const consumer = { country: "DE", customerType: "private", vatNumber: null } as unknown as Customer;
const values = (amount: string, currency: "EUR" | "SEK" = "EUR") => ({
  vatScenario: "auto" as const,
  supplyType: "digital" as const,
  invoiceDate: "2026-09-30",
  language: "en" as const,
  taxCalculationType: "automatic" as const,
  userOverrideRate: "",
  customVatExplanation: "",
  items: [{ description: "App licence", quantity: "1", price: amount }],
  currency,
});

describe("computeLiveTax and the OSS threshold", () => {
  it("under it: the supplier's rate", () => {
    expect(computeLiveTax(user, consumer, values("100.00"), { exceeded: false, total: "9000.00" }).tax).toMatchObject({
      rate: "25.00",
      oss: false,
    });
  });

  it("the sale that crosses it: the customer's rate, as the server will charge", () => {
    // 9 950.00 + 100.00 = 10 050.00 > 10 000
    expect(computeLiveTax(user, consumer, values("100.00"), { exceeded: false, total: "9950.00" }).tax).toMatchObject({
      rate: "19.00",
      oss: true,
    });
  });

  it("already crossed (this year or last): the customer's rate whatever the amount", () => {
    expect(computeLiveTax(user, consumer, values("1.00", "SEK"), { exceeded: true, total: "12000.00" }).tax).toMatchObject({
      rate: "19.00",
      oss: true,
    });
  });

  it("without the figures (a sale that does not count): as before", () => {
    expect(computeLiveTax(user, consumer, values("100.00")).tax).toMatchObject({ rate: "25.00" });
  });
});
