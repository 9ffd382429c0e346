import { historyActorLabel, historyDetailLine, historyTypeLabel } from "@/components/history/history-labels";

describe("the history timeline's words", () => {
  it("names every kind of entry, and reads one it does not know yet", () => {
    expect(historyTypeLabel("payment_recorded")).toBe("Payment recorded");
    expect(historyTypeLabel("credited")).toBe("Credit note issued");
    expect(historyTypeLabel("some_new_fact")).toBe("Some new fact");
  });

  it("says You for the owner (by id, or the older 'user'), and names the others", () => {
    expect(historyActorLabel("u1", "u1")).toBe("You");
    expect(historyActorLabel("user", "u1")).toBe("You");
    expect(historyActorLabel("customer", "u1")).toBe("Customer");
    expect(historyActorLabel("stripe", "u1")).toBe("Stripe");
    expect(historyActorLabel("system", "u1")).toBe("InvoiceFlow");
    expect(historyActorLabel("u2", "u1")).toBe("Another user");
  });

  it("says what matters of the detail: amount, method, source, date, address, consultation number", () => {
    expect(
      historyDetailLine({
        type: "payment_recorded",
        detail: { amount: "150.00", currency: "USD", method: "bank_transfer", source: "bank_statement", date: "2026-11-24" },
      }),
    ).toBe("$150.00 · bank transfer · from a bank statement · dated Nov 24, 2026");
    expect(
      historyDetailLine({ type: "payment_recorded", detail: { amount: "50.00", currency: "USD", method: "cash", source: "manual" } }),
    ).toBe("$50.00 · cash");
    expect(historyDetailLine({ type: "sent", detail: { to: "billing@acme.example" } })).toBe("To billing@acme.example");
    expect(
      historyDetailLine({ type: "vat_number_checked", detail: { vatNumber: "NL1", status: "valid", consultationNumber: "WAPI1" } }),
    ).toBe("NL1 · valid · Consultation WAPI1");
    expect(historyDetailLine({ type: "public_link_renewed", detail: {} })).toBeNull();
    expect(
      historyDetailLine({
        type: "created",
        detail: { number: "CN-1001", invoiceNumber: "INV-1004", total: "40.00", currency: "USD", reason: "Discount" },
      }),
    ).toBe("CN-1001 · for INV-1004 · $40.00 · Reason: Discount");
  });
});
