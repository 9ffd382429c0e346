import sharp from "sharp";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { renderInvoicePdf as RenderInvoicePdf } from "@/lib/pdf";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { loadReactPdf, readPdf, squeeze } from "../../support/read-pdf";
import { domesticSwedishInvoice, longInvoice, reverseChargeInvoice } from "./fixtures";
import { notdefGlyphsDrawn } from "./support/notdef-glyphs";

// Real PDFs, read back the way a PDF reader extracts their text (pdfjs-dist).
let renderInvoicePdf: typeof RenderInvoicePdf;

beforeAll(async () => {
  await loadReactPdf();
  ({ renderInvoicePdf } = await import("@/lib/pdf"));
}, 60_000);

const WATERMARK = { en: "Created with the Free plan", sv: "Skapad med gratisplanen", de: "Erstellt mit dem kostenlosen Plan" };
const TEMPLATES = ["classic", "modern", "minimal", "corporate"] as const;

async function pdfText(invoice: InvoiceJson, isPro: boolean, logo?: { data: string; mimeType: string }) {
  const pdf = await renderInvoicePdf(invoice, { isPro, logo });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  return { pdf, ...(await readPdf(pdf)) };
}

describe("renderInvoicePdf", () => {
  it.each(TEMPLATES)("%s prints number, dates, both parties, every line, the totals and the payment details", async (template) => {
    const { squeezed, pageCount, info } = await pdfText({ ...SAMPLE_INVOICE, template }, true);
    expect(pageCount).toBe(1);
    for (const expected of [
      "INV-1042",
      "Mar 2, 2026",
      "Apr 1, 2026",
      "Brightline Studio LLC",
      "350 Fifth Avenue, Suite 4200",
      "Northwind Traders Inc.",
      "accounts@northwind.example",
      "Sarah Johnson",
      "San Francisco, CA 94102",
      "12-3456789",
      ...SAMPLE_INVOICE.items.map((item) => item.description.split("\n")[0] as string),
      "Responsive redesign of 12 pages",
      "$4,800.00",
      "$1,400.00",
      "$8,810.00", //                     subtotal
      "Sales Tax (8.5%)",
      "$748.85", //                       tax
      "$9,558.85", //                     total
      "Net 30 days",
      "First Hudson Bank",
      "4820 1937 5521",
      "FHUDUS33",
      "021000021",
      "payments@brightline.example",
      "Thank you for your business!",
      "Page 1 of 1",
    ]) {
      expect(squeezed).toContain(squeeze(expected));
    }
    expect(info.Title).toBe("Invoice INV-1042");
    expect(info.Author).toBe("Brightline Studio LLC");
  });

  it("prints the tax explanation in the invoice's language", async () => {
    expect((await pdfText(reverseChargeInvoice("en"), true)).text).toContain(
      "Reverse charge – Article 196 of Council Directive 2006/112/EC",
    );
    expect((await pdfText(reverseChargeInvoice("sv"), true)).text).toContain(
      "Omvänd betalningsskyldighet – artikel 196 i rådets direktiv 2006/112/EG",
    );
    expect((await pdfText(reverseChargeInvoice("de"), true)).text).toContain(
      "Steuerschuldnerschaft des Leistungsempfängers – Artikel 196 der Richtlinie 2006/112/EG",
    );
  });

  describe("the Free plan's watermark", () => {
    it.each(["en", "sv", "de"] as const)("is on a Free user's PDF, in the invoice's language (%s)", async (language) => {
      const { text } = await pdfText(reverseChargeInvoice(language), false);
      // The whole phrase, as one line of text: nothing of it wrapped or cut off by the page.
      expect(text).toContain(WATERMARK[language]);
      for (const other of Object.values(WATERMARK).filter((phrase) => phrase !== WATERMARK[language])) expect(text).not.toContain(other);
    });

    it.each(TEMPLATES)("is never on a Pro user's PDF (%s)", async (template) => {
      const { text } = await pdfText({ ...SAMPLE_INVOICE, template }, true);
      for (const phrase of Object.values(WATERMARK)) expect(text).not.toContain(phrase);
    });

    it("makes a Free user's PDF Classic, whatever template the invoice names", async () => {
      // Modern's amount-due card says "Amount due"; Classic has no such card.
      expect((await pdfText({ ...SAMPLE_INVOICE, template: "modern" }, true)).text).toContain("Amount due");
      const free = await pdfText({ ...SAMPLE_INVOICE, template: "modern" }, false);
      expect(free.text).not.toContain("Amount due");
      expect(free.text).toContain(WATERMARK.en);
    });

    it("is on every page of a long Free invoice", async () => {
      const { pages } = await pdfText(longInvoice(60), false);
      for (const page of pages) expect(page).toContain(WATERMARK.en);
    });
  });

  it("writes Swedish labels, kronor and å ä ö", async () => {
    const { text, squeezed } = await pdfText(domesticSwedishInvoice("classic"), true);
    for (const expected of [
      "FAKTURA",
      "Fakturanummer",
      "Fakturadatum",
      "Förfallodatum",
      "FAKTURERAS TILL",
      "BESKRIVNING",
      "À-PRIS",
      "Delsumma",
      "Moms (25 %)",
      "Totalt",
      "BETALNINGSINFORMATION",
      "Sida 1 av 1",
    ]) {
      expect(squeezed).toContain(squeeze(expected));
    }
    for (const expected of [
      "Kaffebryggeriet i Åre AB",
      "Åsa Öberg",
      "Götgatan 14",
      "Förpackningsdesign – höstsortiment",
      "54 500,00 kr",
      "4 maj 2026",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes German labels, euros and ä ö ü ß", async () => {
    const { text, squeezed } = await pdfText(reverseChargeInvoice("de", "corporate"), true);
    for (const expected of [
      "RECHNUNGSNUMMER",
      "RECHNUNGSDATUM",
      "FÄLLIGKEITSDATUM",
      "RECHNUNG AN",
      "Zwischensumme",
      "GESAMTBETRAG",
      "STEUERHINWEIS",
      "Seite 1 von 1",
      "USt-IdNr.",
    ]) {
      expect(squeezed).toContain(squeeze(expected));
    }
    for (const expected of ["Müller & Söhne GmbH", "Königstraße 28", "Jürgen Weiß", "6.070,00 €", "3.200,00 €", "04.05.2026"]) {
      expect(text).toContain(expected);
    }
  });

  it("prints é, £ and the latin-ext letters (ł, ő) from the embedded fonts", async () => {
    const invoice = reverseChargeInvoice("en");
    const { squeezed, pdf } = await pdfText(
      { ...invoice, currency: "GBP", customer: { ...invoice.customer, name: "Café Łódź & Győr Kft." } },
      true,
    );
    // ł ź ő come from the latin-ext font, so readers see separate runs: compare without spaces.
    expect(squeezed).toContain(squeeze("Café Łódź & Győr Kft."));
    expect(squeezed).toContain("£6,070.00");
    // Inter is embedded (subset), not substituted by the reader.
    expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2/);
  });

  it("flows 60 lines onto more pages, repeating the items header and numbering every page", async () => {
    const { pages, pageCount, text } = await pdfText({ ...longInvoice(60), template: "corporate" }, true);
    expect(pageCount).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pageCount}`));
    // The header is on every page that carries lines.
    const pagesWithLines = pages.filter((page) => /Consulting block \d+/.test(page));
    expect(pagesWithLines.length).toBeGreaterThan(1);
    for (const page of pagesWithLines) expect(squeeze(page)).toContain("DESCRIPTIONQTYRATETAX%AMOUNT");
    for (let line = 1; line <= 60; line += 1) expect(text).toContain(`Consulting block ${line} `);
  });

  describe("characters the embedded Inter lacks", () => {
    // Every printed field at once: parties, a line, notes, payment instructions.
    function unusualInvoice(template: string): InvoiceJson {
      const invoice = reverseChargeInvoice("en", template);
      return {
        ...invoice,
        supplier: { ...invoice.supplier, name: "Nordljus Design AB 🌲", address: "Götgatan 14 ☎" },
        customer: { ...invoice.customer, name: "Müller GmbH 🚀", address: "株式会社 Königstraße 28" },
        items: invoice.items.map((item, index) => (index === 0 ? { ...item, description: "Design ✓ → 🚀\nRollout 😀 and Привет" } : item)),
        // Emoji side by side, and words that change font before their punctuation, in a narrow column.
        notes: "Danke 🎉🎉🎉 — Ελλάδα, Tiếng Việt. Привет. Привет. Ελλάδα. Ελλάδα. Łódź. Привет, Ελλάδα.",
        paymentInstructions: "Pay within 30 days 💶 (振込)",
      };
    }

    it.each(TEMPLATES)(
      "print from a fallback font (emoji, symbols, Cyrillic, Greek) or as U+FFFD, never as other characters (%s)",
      async (template) => {
        const { text, squeezed, pdf } = await pdfText(unusualInvoice(template), true);
        // Today's bug: react-pdf fell back to Helvetica, which wrote the rocket's UTF-16 as "=€".
        expect(text).not.toContain("=€");
        expect(text).toContain("Müller GmbH 🚀");
        // Corporate's letterhead prints the supplier's name in capitals.
        const printed = squeezed.toLowerCase();
        for (const expected of [
          "Nordljus Design AB 🌲",
          "Götgatan 14 ☎",
          // No embedded font draws Chinese or Japanese: one U+FFFD a character, honest and visible.
          "\uFFFD\uFFFD\uFFFD\uFFFD Königstraße 28",
          "Design ✓ → 🚀",
          "Rollout 😀 and Привет",
          "Danke 🎉🎉🎉 — Ελλάδα, Tiếng Việt. Привет. Привет. Ελλάδα. Ελλάδα. Łódź. Привет, Ελλάδα.",
          "Pay within 30 days 💶 (\uFFFD\uFFFD)",
        ]) {
          expect(printed).toContain(squeeze(expected).toLowerCase());
        }
        // Every glyph drawn is a real one: no "NO GLYPH" box where a font lacked a character (the text
        // layer would still read right), not for a second emoji in a row, not for a hyphen at a line end.
        expect(notdefGlyphsDrawn(pdf)).toEqual([]);
        // The fallback fonts are embedded (subsets), like Inter: nothing is left to the reader.
        const file = pdf.toString("latin1");
        expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoEmoji-Regular/);
        expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
      },
    );
  });

  describe("the supplier block", () => {
    it.each(TEMPLATES)("prints the supplier's phone from the profile (%s)", async (template) => {
      const { squeezed } = await pdfText(reverseChargeInvoice("en", template), true);
      expect(squeezed).toContain(squeeze("Phone +46 8 555 012 34"));
    });
  });

  describe("the bank details", () => {
    const IBAN = "SE45 5000 0000 0583 9825 7466";
    const occurrences = (squeezed: string, text: string) => squeezed.split(squeeze(text)).length - 1;

    it.each(TEMPLATES)("are printed once when the instructions were filled in from them, as the form does (%s)", async (template) => {
      const invoice = reverseChargeInvoice("en", template);
      // paymentInstructionsFrom(profile), then the user's own line.
      const paymentInstructions = `Bank: Skandinaviska Enskilda Banken\nAccount number: 5566-1234567\nIBAN: ${IBAN}\nSWIFT/BIC: ESSESESS\nPayment within 30 days.`;
      const { squeezed } = await pdfText({ ...invoice, paymentInstructions }, true);
      expect(occurrences(squeezed, IBAN)).toBe(1);
      expect(occurrences(squeezed, "ESSESESS")).toBe(1);
      expect(occurrences(squeezed, "Skandinaviska Enskilda Banken")).toBe(1);
      expect(occurrences(squeezed, "5566-1234567")).toBe(1);
      expect(squeezed).toContain(squeeze("Payment within 30 days."));
    });
  });

  describe("the logo", () => {
    let logo: { data: string; mimeType: string };
    beforeAll(async () => {
      const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#f59e0b" } })
        .png()
        .toBuffer();
      logo = { data: png.toString("base64"), mimeType: "image/png" };
    });
    const hasImage = (pdf: Buffer) => pdf.toString("latin1").includes("/Subtype /Image");

    it.each(TEMPLATES)("is printed for Pro (%s)", async (template) => {
      expect(hasImage((await pdfText({ ...SAMPLE_INVOICE, template }, true, logo)).pdf)).toBe(true);
    });

    it("is left out for Free", async () => {
      expect(hasImage((await pdfText(SAMPLE_INVOICE, false, logo)).pdf)).toBe(false);
    });
  });
});
