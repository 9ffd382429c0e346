import { GET as einvoiceRoute } from "@/app/api/credit-notes/[id]/einvoice/route";
import { GET as pdfRoute } from "@/app/api/credit-notes/[id]/pdf/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { db } from "@/lib/db";
import { EINVOICE_NEEDS_PRO } from "@/lib/einvoice/render-user-einvoice";
import { validateAll, validatorAvailable, type ValidationJob } from "../support/einvoice-validator";
import { loadReactPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25: credit notes as e-invoices (UBL CreditNote, CII and Factur-X with type code 381,
// referring to the invoice in BT-25/BT-26), made through the real routes and checked by the offline
// EN 16931 / Peppol / Factur-X validator (../shared/einvoice), as tests/integration/einvoice.test.ts does for invoices.

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const SWEDISH_BUSINESS = {
  customerType: "business",
  name: "Skatteverket Kund AB",
  email: "faktura@kund.example",
  country: "SE",
  organizationNumber: "202100-5489",
  address: "Drottninggatan 1",
  city: "Stockholm",
  postalCode: "111 51",
};
const GERMAN_BUSINESS = {
  customerType: "business",
  name: "Kunde GmbH",
  email: "rechnung@kunde.example",
  country: "DE",
  vatNumber: "DE136695976",
  address: "Hauptstraße 5",
  city: "Berlin",
  postalCode: "10115",
};
const NOT_REGISTERED_SUPPLIER = { ...SWEDISH_SUPPLIER, company: "Liten Firma", vatRegistered: false, vatNumber: "" };

const LINES = [
  { description: "Workshop, part 1", quantity: 1, rate: "33.34" },
  { description: "Stickers", quantity: 7, rate: "0.07" },
];

type Case = {
  name: string;
  supplier: Record<string, unknown>;
  customer: Record<string, unknown>;
  invoice: Record<string, unknown>;
  category: string;
};

const CASES: Case[] = [
  {
    name: "domestic S, SEK",
    supplier: SWEDISH_SUPPLIER,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "domestic_b2b", currency: "SEK" },
    category: "S",
  },
  {
    name: "reverse charge AE, EUR",
    supplier: SWEDISH_SUPPLIER,
    customer: GERMAN_BUSINESS,
    invoice: { vatScenario: "intra_region_b2b", currency: "EUR" },
    category: "AE",
  },
  {
    name: "supplier not registered for VAT O, SEK",
    supplier: NOT_REGISTERED_SUPPLIER,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "not_vat_registered", currency: "SEK" },
    category: "O",
  },
];

async function proUserWith(supplier: Record<string, unknown>) {
  const account = await signUp(supplier);
  await db.user.update({
    where: { id: account.user.id },
    data: { isPro: true, phone: "+46 8 123 45", iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "ESSESESS" },
  });
  return account;
}

async function creditNoteFor(
  cookie: string,
  customer: Record<string, unknown>,
  invoice: Record<string, unknown>,
  body: Record<string, unknown>,
) {
  const { id: customerId } = await addCustomer(cookie, customer);
  const created = await postInvoice(cookie, invoicePayload(customerId, { items: LINES, ...invoice }));
  if (created.status !== 201) throw new Error(`invoice: ${created.status} ${await created.text()}`);
  const issued = (await created.json()) as { id: string; number: string; invoiceDate: string };
  const response = await callRoute(creditRoute, { method: "POST", cookie, params: { id: issued.id }, body });
  if (response.status !== 201) throw new Error(`credit note: ${response.status} ${await response.text()}`);
  return { invoice: issued, note: (await response.json()) as { id: string; number: string; total: string } };
}

const download = (cookie: string | undefined, id: string, format: string) =>
  callRoute(einvoiceRoute, { cookie, path: `/api/credit-notes/${id}/einvoice?format=${format}`, params: { id } });
const downloadFacturx = (cookie: string | undefined, id: string) =>
  callRoute(pdfRoute, { cookie, path: `/api/credit-notes/${id}/pdf?format=facturx`, params: { id } });

const produced: ValidationJob[] = [];

describe("credit notes as e-invoices", () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s: UBL CreditNote, CII and Factur-X with type 381 and the invoice in BT-25/BT-26",
    async (_name, c) => {
      const { cookie } = await proUserWith(c.supplier);
      const { invoice, note } = await creditNoteFor(cookie, c.customer, c.invoice, {
        reason: "Workshop cancelled",
        items: [{ description: "Workshop, part 1", quantity: 1, rate: "33.34" }],
      });

      const cii = await download(cookie, note.id, "cii");
      expect(cii.status).toBe(200);
      expect(cii.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${note.number}.xml"`);
      const ciiXml = await cii.text();
      expect(ciiXml).toContain(`<ram:ID>${note.number}</ram:ID><ram:TypeCode>381</ram:TypeCode>`);
      expect(ciiXml).toContain(
        `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${invoice.invoiceDate.replaceAll("-", "")}</qdt:DateTimeString>`,
      );
      expect(ciiXml).toContain(`<ram:CategoryCode>${c.category}</ram:CategoryCode>`);
      expect(ciiXml).toContain(`<ram:GrandTotalAmount>${note.total}</ram:GrandTotalAmount>`);
      produced.push({ name: c.name, content: ciiXml, kind: "cii" });

      const ubl = await download(cookie, note.id, "ubl");
      expect(ubl.status).toBe(200);
      const ublXml = await ubl.text();
      expect(ublXml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
      expect(ublXml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
      expect(ublXml).toContain(
        `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoice.number}</cbc:ID><cbc:IssueDate>${invoice.invoiceDate}</cbc:IssueDate>`,
      );
      expect(ublXml).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
      produced.push({ name: c.name, content: ublXml, kind: "ubl" });

      const pdf = await downloadFacturx(cookie, note.id);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
      produced.push({ name: c.name, content: new Uint8Array(await pdf.arrayBuffer()), kind: "facturx" });
    },
    60_000,
  );

  it("every credit note e-invoice passes the EN 16931 validator (UBL also Peppol BIS 3.0), every Factur-X PDF the structure check", async () => {
    if (!validatorAvailable()) return;
    expect(produced).toHaveLength(9);
    const results = await validateAll(produced);
    expect(results.filter((result) => !result.ok).map((failure) => `${failure.name} (${failure.output})`)).toEqual([]);
  }, 300_000);

  it("a Free user gets 403, another user's credit note 404", async () => {
    const free = await signUp(SWEDISH_SUPPLIER);
    const { note } = await creditNoteFor(free.cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" }, { reason: "Cancelled" });
    const refused = await download(free.cookie, note.id, "cii");
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(EINVOICE_NEEDS_PRO);
    expect((await downloadFacturx(free.cookie, note.id)).status).toBe(403);
    const other = await proUserWith(SWEDISH_SUPPLIER);
    expect((await download(other.cookie, note.id, "ubl")).status).toBe(404);
  });
});
