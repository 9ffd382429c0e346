import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { withUnits, type ItemUnit } from "@/lib/invoices/item-units";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { calculateInvoiceTotals, explanationText } from "@/lib/tax";

type Line = { description: string; quantity: number; unit?: ItemUnit | null; rate: string };

/** Stored invoices as the API returns them, with amounts from lib/tax so every figure is exact. */
function withLines(base: InvoiceJson, taxRate: string, lines: Line[]): InvoiceJson {
  const totals = calculateInvoiceTotals({ taxRate, items: lines });
  // Nothing paid yet: the balance due is the total (the payment QR code of a euro invoice asks for it).
  return {
    ...base,
    subtotal: totals.subtotal,
    taxRate: totals.taxRate,
    tax: totals.tax,
    total: totals.total,
    balanceDue: totals.total,
    items: withUnits(totals.items, lines),
  };
}

/** A Swedish studio billing a German company: EU reverse charge, 0 %, in the given language. */
export function reverseChargeInvoice(language: "en" | "sv" | "de" = "sv", template = "classic"): InvoiceJson {
  const base: InvoiceJson = {
    ...SAMPLE_INVOICE,
    id: "inv_rc",
    number: "2026-0117",
    language,
    template: template as InvoiceJson["template"],
    currency: "EUR",
    invoiceDate: "2026-05-04",
    dueDate: "2026-06-03",
    taxLabel: "VAT",
    vatScenario: "intra_region_b2b",
    reverseCharge: true,
    taxExplanation: explanationText("reverse_charge_intra_eu", language),
    supplierCountry: "SE",
    customerCountry: "DE",
    supplier: {
      ...SAMPLE_INVOICE.supplier,
      name: "Nordljus Design AB",
      address: "Götgatan 14",
      city: "Stockholm",
      postalCode: "118 46",
      country: "SE",
      email: "faktura@nordljus.example",
      phone: "+46 8 555 012 34",
      website: "nordljus.example",
      organizationNumber: "556677-8899",
      vatNumber: "SE556677889901",
      bankName: "Skandinaviska Enskilda Banken",
      bankAccountNumber: "5566-1234567",
      iban: "SE45 5000 0000 0583 9825 7466",
      swiftCode: "ESSESESS",
      routingNumber: null,
      paypalEmail: null,
    },
    customer: {
      customerType: "business",
      name: "Müller & Söhne GmbH",
      email: "buchhaltung@mueller-soehne.example",
      phone: null,
      address: "Königstraße 28",
      city: "Stuttgart",
      postalCode: "70173",
      country: "DE",
      vatNumber: "DE136695976",
      organizationNumber: "HRB 12345",
      invoiceReference: "Jürgen Weiß",
    },
    paymentInstructions: { en: "Payment within 30 days.", sv: "Betalning inom 30 dagar.", de: "Zahlbar innerhalb von 30 Tagen." }[language],
    notes: {
      en: "Thank you for the collaboration.",
      sv: "Tack för samarbetet – vi ses på mässan i Göteborg!",
      de: "Vielen Dank für die gute Zusammenarbeit.",
    }[language],
  };
  return withLines(base, "0", [
    { description: "Art direction – spring campaign\nConcept, moodboards and two review rounds", quantity: 1, rate: "3200.00" },
    { description: "Illustrationer för produktsidor\nÅtta illustrationer, källfiler ingår", quantity: 8, rate: "240.00" },
    { description: "Workshop in Stuttgart\nHalbtägig Präsentation für das Marketing-Team", quantity: 1, rate: "950.00" },
  ]);
}

/** A Swedish company billing a Swedish customer in SEK: 25 % moms (domestic). */
export function domesticSwedishInvoice(template = "minimal"): InvoiceJson {
  const rc = reverseChargeInvoice("sv", template);
  const base: InvoiceJson = {
    ...rc,
    number: "2026-0118",
    currency: "SEK",
    vatScenario: "domestic_b2b",
    reverseCharge: false,
    taxExplanation: explanationText("domestic", "sv"),
    customerCountry: "SE",
    customer: {
      customerType: "business",
      name: "Kaffebryggeriet i Åre AB",
      email: "ekonomi@kaffebryggeriet.example",
      phone: null,
      address: "Storvägen 5",
      city: "Åre",
      postalCode: "837 52",
      country: "SE",
      vatNumber: "SE559012345601",
      organizationNumber: "559012-3456",
      invoiceReference: "Åsa Öberg",
    },
    notes: "Tack för förtroendet! Frågor om fakturan besvaras på faktura@nordljus.example.",
  };
  return withLines(base, "25", [
    { description: "Förpackningsdesign – höstsortiment\nTre varianter, tryckfärdiga original", quantity: 3, rate: "8500.00" },
    { description: "Fotografering på plats i Åre\nHeldag inklusive efterbearbetning", quantity: 1, rate: "12400.00" },
    { description: "Ändringsrundor\nPer timme", quantity: 6, rate: "950.00" },
  ]);
}

/** An invoice of `count` one-line items, for pagination. */
export function longInvoice(count: number, base: InvoiceJson = SAMPLE_INVOICE): InvoiceJson {
  return withLines(
    { ...base, number: "INV-2001" },
    "8.5",
    Array.from({ length: count }, (_, index) => ({
      description: `Consulting block ${index + 1}`,
      quantity: (index % 4) + 1,
      rate: `${100 + index}.50`,
    })),
  );
}
