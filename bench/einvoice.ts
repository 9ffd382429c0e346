// E-invoices: UBL and CII generation from a stored 10-line invoice (aim p50 ≤ 5 ms each), and the
// Factur-X PDF against the plain PDF of the same invoices, alternated in one process (aim ≤ 1.5×).
import { withUnits } from "@/lib/invoices/item-units";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { calculateInvoiceTotals } from "@/lib/tax";
import { loadReactPdf } from "../tests/support/read-pdf";
import { percentile, summary } from "./stats";
import { tenLines } from "./ten-lines";

const XML_SAMPLES = 2_000;
const PDF_SAMPLES = 60;

function benchInvoice(n: number): InvoiceJson {
  const totals = calculateInvoiceTotals({ taxRate: "25", items: tenLines(n) });
  return {
    ...SAMPLE_INVOICE,
    ...totals,
    items: withUnits(totals.items, []),
    number: `INV-${20_000 + n}`,
    vatScenario: "domestic_b2b",
    supplier: {
      ...SAMPLE_INVOICE.supplier,
      country: "SE",
      vatNumber: "SE556036079301",
      organizationNumber: "556036-0793",
      iban: "SE45 5000 0000 0583 9825 7466",
    },
    customer: { ...SAMPLE_INVOICE.customer, name: `Kund ${n} AB`, country: "SE", organizationNumber: "202100-5489" },
  };
}

function timeSync(times: number, run: (i: number) => unknown): number[] {
  return Array.from({ length: times }, (_, i) => {
    const start = performance.now();
    run(i);
    return performance.now() - start;
  });
}

export async function benchEinvoice(): Promise<string[]> {
  const { buildEinvoiceModel, writeCii, writeUbl } = await import("@/lib/einvoice");
  const invoices = Array.from({ length: 100 }, (_, n) => benchInvoice(n));
  const generate = (format: "ubl" | "cii") => (i: number) => {
    const result = buildEinvoiceModel(invoices[i % invoices.length]!, format);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return format === "ubl" ? writeUbl(result.model) : writeCii(result.model);
  };
  timeSync(200, generate("ubl"));
  timeSync(200, generate("cii"));
  const ubl = timeSync(XML_SAMPLES, generate("ubl"));
  const cii = timeSync(XML_SAMPLES, generate("cii"));

  await loadReactPdf();
  const { renderInvoicePdf } = await import("@/lib/pdf");
  const { embedFacturx } = await import("@/lib/einvoice/facturx/embed-facturx");
  const plainPdf = (invoice: InvoiceJson) => renderInvoicePdf(invoice, { isPro: false });
  const facturxPdf = async (invoice: InvoiceJson) => {
    const result = buildEinvoiceModel(invoice, "cii");
    if (!result.ok) throw new Error("bench invoice incomplete");
    const pdf = await renderInvoicePdf(invoice, { isPro: false, conformance: "PDF/A-3b" });
    return embedFacturx(pdf, writeCii(result.model), new Date());
  };
  for (let i = 0; i < 15; i += 1) {
    await plainPdf(benchInvoice(1_000 + i));
    await facturxPdf(benchInvoice(2_000 + i));
  }
  const plain: number[] = [];
  const facturx: number[] = [];
  // Alternated, each on an invoice of its own, so machine load and shaping memory hit both alike.
  for (let i = 0; i < PDF_SAMPLES; i += 1) {
    let start = performance.now();
    await plainPdf(benchInvoice(3_000 + i));
    plain.push(performance.now() - start);
    start = performance.now();
    await facturxPdf(benchInvoice(4_000 + i));
    facturx.push(performance.now() - start);
  }
  const ratio = percentile(facturx, 50) / percentile(plain, 50);
  return [
    `UBL (Peppol BIS 3.0), 10 lines, model + XML, ${XML_SAMPLES} samples: ${summary(ubl)} (aim p50 ≤ 5 ms)`,
    `CII (Factur-X EN 16931), 10 lines, model + XML, ${XML_SAMPLES} samples: ${summary(cii)} (aim p50 ≤ 5 ms)`,
    `plain PDF, 10 lines, ${PDF_SAMPLES} samples: ${summary(plain)}`,
    `Factur-X PDF (PDF/A-3b render + CII + pdf-lib embedding), ${PDF_SAMPLES} samples: ${summary(facturx)}`,
    `Factur-X / plain p50: ${ratio.toFixed(2)}× (aim ≤ 1.5×)`,
  ];
}
