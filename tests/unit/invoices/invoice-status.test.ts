import { amountToRefund, balanceDue, invoiceStatus, type InvoiceStatusFacts } from "@/lib/invoices/invoice-status";

const facts = (overrides: Partial<InvoiceStatusFacts> = {}): InvoiceStatusFacts => ({
  total: "100.00",
  amountPaid: "0.00",
  amountCredited: "0.00",
  amountRefunded: "0.00",
  dueDate: "2026-11-25",
  sentAt: null,
  viewedAt: null,
  voidedAt: null,
  deletedAt: null,
  ...overrides,
});

describe("invoiceStatus", () => {
  it("goes issued → sent → viewed → partially paid → paid as the facts arrive", () => {
    expect(invoiceStatus(facts(), "2026-11-20")).toBe("issued");
    expect(invoiceStatus(facts({ sentAt: "2026-11-20T10:00:00.000Z" }), "2026-11-20")).toBe("sent");
    expect(invoiceStatus(facts({ sentAt: "2026-11-20T10:00:00.000Z", viewedAt: "2026-11-21T08:00:00.000Z" }), "2026-11-21")).toBe("viewed");
    expect(invoiceStatus(facts({ viewedAt: "2026-11-21T08:00:00.000Z", amountPaid: "0.01" }), "2026-11-21")).toBe("partially_paid");
    expect(invoiceStatus(facts({ amountPaid: "100.00" }), "2026-11-21")).toBe("paid");
  });

  it("is overdue from the day after the due date (UTC) while a balance remains, over sent, viewed and partially paid", () => {
    expect(invoiceStatus(facts({ sentAt: "2026-11-20T10:00:00.000Z" }), "2026-11-25")).toBe("sent");
    expect(invoiceStatus(facts({ sentAt: "2026-11-20T10:00:00.000Z" }), "2026-11-26")).toBe("overdue");
    expect(invoiceStatus(facts({ viewedAt: "2026-11-21T08:00:00.000Z", amountPaid: "99.99" }), "2026-11-26")).toBe("overdue");
    expect(invoiceStatus(facts({ amountPaid: "100.00" }), "2027-01-01")).toBe("paid");
  });

  it("void wins over everything", () => {
    expect(invoiceStatus(facts({ voidedAt: "2026-11-22T00:00:00.000Z", amountPaid: "100.00" }), "2026-11-21")).toBe("void");
    expect(invoiceStatus(facts({ voidedAt: "2026-11-22T00:00:00.000Z" }), "2027-01-01")).toBe("void");
  });
});

describe("balanceDue", () => {
  it("is exact and never negative", () => {
    expect(balanceDue(facts({ total: "0.30", amountPaid: "0.10" }))).toBe("0.20");
    expect(balanceDue(facts({ amountPaid: "100.00" }))).toBe("0.00");
    expect(balanceDue(facts({ total: "1000000000.01", amountPaid: "0.02" }))).toBe("999999999.99");
  });

  it("takes off what was credited, and what was refunded goes back on the payments (issue #25)", () => {
    expect(balanceDue(facts({ amountPaid: "30.00", amountCredited: "50.00" }))).toBe("20.00");
    expect(balanceDue(facts({ amountPaid: "100.00", amountCredited: "40.00" }))).toBe("0.00");
    expect(amountToRefund(facts({ amountPaid: "100.00", amountCredited: "40.00" }))).toBe("40.00");
    expect(amountToRefund(facts({ amountPaid: "100.00", amountCredited: "40.00", amountRefunded: "40.00" }))).toBe("0.00");
  });
});

describe("credited and refundDue (issue #25)", () => {
  it("credited after void and before paid; refundDue while more was paid than is left", () => {
    expect(invoiceStatus(facts({ amountCredited: "100.00" }), "2027-01-01")).toBe("credited");
    expect(invoiceStatus(facts({ amountCredited: "100.00", voidedAt: "2026-11-22T00:00:00.000Z" }))).toBe("void");
    expect(invoiceStatus(facts({ amountCredited: "40.00", amountPaid: "60.00" }), "2027-01-01")).toBe("paid");
    expect(invoiceStatus(facts({ amountCredited: "40.00", amountPaid: "100.00" }))).toBe("refundDue");
    expect(invoiceStatus(facts({ amountCredited: "100.00", amountPaid: "100.00", amountRefunded: "100.00" }))).toBe("credited");
    expect(invoiceStatus(facts({ amountCredited: "40.00", sentAt: "2026-11-20T10:00:00.000Z" }), "2026-11-21")).toBe("sent");
    expect(invoiceStatus(facts({ amountCredited: "40.00" }), "2026-11-26")).toBe("overdue");
  });
});
