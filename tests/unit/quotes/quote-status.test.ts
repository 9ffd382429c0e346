import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { isLockedQuote, isOpenQuote, quoteStatus } from "@/lib/quotes/quote-status";

describe("quoteStatus", () => {
  it("reads a draft or sent quote past its last valid day as expired, from the next day on (UTC)", () => {
    expect(quoteStatus("sent", "2026-11-30", "2026-11-30")).toBe("sent");
    expect(quoteStatus("sent", "2026-11-30", "2026-12-01")).toBe("expired");
    expect(quoteStatus("draft", "2026-11-30", "2026-12-01")).toBe("expired");
  });

  it("keeps answered and invoiced quotes as they are, whatever the day", () => {
    for (const stored of ["accepted", "declined", "invoiced"] as const)
      expect(quoteStatus(stored, "2026-01-01", "2026-12-01")).toBe(stored);
  });

  it("lets only unanswered quotes be answered, and locks accepted and invoiced ones", () => {
    expect(["draft", "sent", "expired", "accepted"].map((status) => isOpenQuote(status as never))).toEqual([true, true, false, false]);
    expect(["declined", "expired", "accepted", "invoiced"].map((status) => isLockedQuote(status as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe("a quote's print", () => {
  it.each([
    ["en", "Quote", "Valid until"],
    ["sv", "Offert", "Giltig till"],
    ["de", "Angebot", "Gültig bis"],
  ] as const)("names itself in %s and asks for no payment", (language, title, validUntil) => {
    const view = buildInvoiceView({ ...SAMPLE_INVOICE, language }, "quote");
    expect(view.title).toBe(`${title} ${SAMPLE_INVOICE.number}`);
    expect(view.strings.dueDate).toBe(validUntil);
    expect(view.payment).toBeNull();
    expect(view.paymentQr).toBeNull();
    expect(buildInvoiceView({ ...SAMPLE_INVOICE, language }).title).not.toContain(title);
  });

  it("is saved as quote-{number}.pdf", () => {
    expect(pdfFilename("Q-1001", "quote")).toBe("quote-Q-1001.pdf");
    expect(pdfFilename("INV-1001")).toBe("invoice-INV-1001.pdf");
  });
});
