import { GET as einvoiceRoute } from "@/app/api/invoices/[id]/einvoice/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { db } from "@/lib/db";
import { validateAll, validatorAvailable, type ValidationJob } from "../support/einvoice-validator";
import { loadReactPdf, readPdf, squeeze } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { SWEDISH_BUSINESS, SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25: the date of supply (art. 226(7) of the VAT Directive, EN 16931 BT-72) through the real
// routes: the API keeps it (the invoice date by default), the PDF prints it in the invoice's language
// only where it differs, and both e-invoice syntaxes carry it and pass ../shared/einvoice.

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

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

async function proSupplier() {
  const account = await signUp(SWEDISH_SUPPLIER);
  await db.user.update({
    where: { id: account.user.id },
    data: { isPro: true, iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "ESSESESS" },
  });
  return account;
}

async function issue(cookie: string, customer: Record<string, unknown>, overrides: Record<string, unknown>) {
  const { id: customerId } = await addCustomer(cookie, customer);
  const response = await postInvoice(cookie, invoicePayload(customerId, { currency: "SEK", ...overrides }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; number: string; invoiceDate: string; supplyDate: string };
}

async function download(cookie: string, id: string, format: "cii" | "ubl") {
  const response = await callRoute(einvoiceRoute, { cookie, path: `/api/invoices/${id}/einvoice?format=${format}`, params: { id } });
  expect(response.status).toBe(200);
  return response.text();
}

async function pdfText(cookie: string, id: string) {
  const response = await callRoute(pdfRoute, { cookie, path: `/api/invoices/${id}/pdf`, params: { id } });
  expect(response.status).toBe(200);
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

describe("supplyDate on the API", () => {
  it("is the invoice date when none is given, and kept as given otherwise", async () => {
    const { cookie } = await proSupplier();
    const plain = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" });
    expect(plain.supplyDate).toBe("2026-11-02");
    expect(plain.supplyDate).toBe(plain.invoiceDate);

    const earlier = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b", supplyDate: "2026-10-15" });
    expect(earlier.supplyDate).toBe("2026-10-15");
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: earlier.id } });
    expect(stored.supplyDate?.toISOString().slice(0, 10)).toBe("2026-10-15");

    const empty = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b", supplyDate: "" });
    expect(empty.supplyDate).toBe("2026-11-02");
  });

  it("refuses a day that is not a date, naming the field, and writes nothing", async () => {
    const { cookie } = await proSupplier();
    const { id: customerId } = await addCustomer(cookie, SWEDISH_BUSINESS);
    const before = await db.invoice.count();
    const response = await postInvoice(cookie, invoicePayload(customerId, { supplyDate: "2026-02-30" }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("Delivery date must be a date written as YYYY-MM-DD");
    expect(await db.invoice.count()).toBe(before);
  });
});

describe("supplyDate on the PDF", () => {
  it.each([
    ["sv", "Leveransdatum"],
    ["de", "Leistungsdatum"],
    ["en", "Delivery date"],
  ])(
    "prints it in %s as %s where it differs from the invoice date, and not otherwise",
    async (language, label) => {
      const { cookie } = await proSupplier();
      const differs = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b", language, supplyDate: "2026-10-15" });
      const same = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b", language, supplyDate: "2026-11-02" });
      expect((await pdfText(cookie, differs.id)).squeezed).toContain(squeeze(label));
      expect((await pdfText(cookie, same.id)).squeezed).not.toContain(squeeze(label));
    },
    60_000,
  );
});

describe("supplyDate in the e-invoices (BT-72)", () => {
  const produced: ValidationJob[] = [];

  it("goes into UBL cac:Delivery/cbc:ActualDeliveryDate and CII ActualDeliverySupplyChainEvent, domestic and intra-community", async () => {
    const { cookie } = await proSupplier();
    const domestic = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b", supplyDate: "2026-10-15" });
    const goods = await issue(cookie, GERMAN_BUSINESS, {
      vatScenario: "intra_region_b2b",
      supplyType: "goods",
      currency: "EUR",
      supplyDate: "2026-10-20",
    });
    const sameDay = await issue(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" });

    for (const [invoice, day] of [
      [domestic, "2026-10-15"],
      [goods, "2026-10-20"],
      [sameDay, "2026-11-02"],
    ] as const) {
      const ubl = await download(cookie, invoice.id, "ubl");
      const cii = await download(cookie, invoice.id, "cii");
      expect(ubl).toContain(`<cac:Delivery><cbc:ActualDeliveryDate>${day}</cbc:ActualDeliveryDate>`);
      expect(cii).toContain(
        `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${day.replaceAll("-", "")}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`,
      );
      produced.push(
        { name: `${invoice.number} ubl`, content: ubl, kind: "ubl" },
        { name: `${invoice.number} cii`, content: cii, kind: "cii" },
      );
    }
    // The intra-community supply also names the country delivered to (BT-80, BR-IC-12); the domestic one does not.
    expect(produced[2]?.content).toContain("<cbc:IdentificationCode>DE</cbc:IdentificationCode>");
    expect(produced[0]?.content).not.toContain("cac:DeliveryLocation");
  }, 60_000);

  it("every one passes the EN 16931 validator (UBL also Peppol BIS 3.0)", async () => {
    if (!validatorAvailable()) return;
    expect(produced).toHaveLength(6);
    const failures = (await validateAll(produced)).filter((result) => !result.ok);
    expect(failures.map((failure) => `${failure.name}\n${failure.output}`)).toEqual([]);
  }, 300_000);
});
