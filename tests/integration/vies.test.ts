import { POST as vatCheckCron } from "@/app/api/cron/vat-checks/route";
import { PUT as updateCustomerRoute } from "@/app/api/customers/[id]/route";
import { POST as vatCheckRoute } from "@/app/api/customers/[id]/vat-check/route";
import { GET as getInvoiceRoute } from "@/app/api/invoices/[id]/route";
import { db } from "@/lib/db";
import { INVOICES_CSV_HEADER, invoiceCsvRow } from "@/lib/records/archive/archive-csv";
import { startFakeVies, type FakeVies } from "../support/fake-vies";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #29: VIES proof of the customer's VAT number, against a stand-in speaking VIES's REST format.

const SUPPLIER_VAT = "SE556703748501";
const CRON_SECRET = "test-cron-secret-0123456789abcdef";
let vies: FakeVies;
const saved = { base: process.env.VIES_API_BASE, timeout: process.env.VIES_TIMEOUT_MS, cron: process.env.CRON_SECRET };

beforeAll(async () => {
  vies = await startFakeVies();
  process.env.VIES_API_BASE = vies.url;
  process.env.CRON_SECRET = CRON_SECRET;
});
afterAll(async () => {
  await vies.close();
  for (const [key, value] of [
    ["VIES_API_BASE", saved.base],
    ["VIES_TIMEOUT_MS", saved.timeout],
    ["CRON_SECRET", saved.cron],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** A VAT-registered Swedish consultancy: its own number is VIES's requester. */
async function swedishSupplier() {
  return signUp({ businessType: "business", businessName: "Nordic Pixel AB", country: "SE", vatNumber: SUPPLIER_VAT, vatRegistered: true });
}

const business = (vatNumber: string) => ({ customerType: "business", name: "Kunde GmbH", country: vatNumber.slice(0, 2), vatNumber });
type VatCheck = {
  status: string;
  checkedAt: string;
  name: string | null;
  address: string | null;
  consultationNumber: string | null;
  retrying: boolean;
};

async function customerWithCheck(cookie: string, vatNumber: string) {
  return (await addCustomer(cookie, business(vatNumber))) as unknown as { id: string; vatCheck: VatCheck | null };
}

const reverseCharge = (customerId: string) => invoicePayload(customerId, { currency: "EUR", invoiceDate: "2026-11-02" });

describe("a business customer with an EU VAT number is checked when saved", () => {
  it("valid: the registry's name and address and the consultation number are kept, asked with the user's own number", async () => {
    vies.answer("DE100000008", "valid");
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100000008");
    expect(customer.vatCheck).toMatchObject({
      status: "valid",
      name: "Registered DE100000008 GmbH",
      address: "Hauptstraße 1\n10115 Berlin",
      consultationNumber: expect.stringMatching(/^WAPIAAAAZ\d{6}$/),
      retrying: false,
    });
    expect(vies.requests.at(-1)).toMatchObject({
      countryCode: "DE",
      vatNumber: "100000008",
      requesterMemberStateCode: "SE",
      requesterNumber: "556703748501",
    });
  });

  it("invalid: the customer is saved all the same, marked invalid, with the consultation that says so", async () => {
    vies.answer("DE100007000", "invalid");
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100007000");
    expect(customer.vatCheck).toMatchObject({
      status: "invalid",
      consultationNumber: expect.stringMatching(/^WAPIAAAAZ/),
      name: null,
      retrying: false,
    });
  });

  it("a private customer or a number VIES does not cover is not sent", async () => {
    const { cookie } = await swedishSupplier();
    const before = vies.requests.length;
    const us = (await addCustomer(cookie, { customerType: "business", country: "US", vatNumber: "12-3456789" })) as unknown as {
      vatCheck: unknown;
    };
    const gb = (await addCustomer(cookie, { customerType: "business", country: "GB", vatNumber: "GB980780684" })) as unknown as {
      vatCheck: unknown;
    };
    expect([us.vatCheck, gb.vatCheck]).toEqual([null, null]);
    expect(vies.requests.length).toBe(before);
  });
});

describe("POST /api/customers/{id}/vat-check", () => {
  it("asks again and answers the new record; the customer JSON carries it", async () => {
    vies.answer("DE100014004", { error: "MS_UNAVAILABLE" });
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100014004");
    expect(customer.vatCheck).toMatchObject({ status: "unavailable", retrying: true });

    vies.answer("DE100014004", "valid");
    const response = await callRoute(vatCheckRoute, { method: "POST", cookie, params: { id: customer.id } });
    expect(response.status).toBe(200);
    const record = (await response.json()) as VatCheck & { customer: { vatCheck: VatCheck } };
    expect(record).toMatchObject({ status: "valid", consultationNumber: expect.stringMatching(/^WAPIAAAAZ/) });
    expect(record.customer.vatCheck).toMatchObject({ status: "valid", consultationNumber: record.consultationNumber });
  });

  it("another user's customer is 404, and nothing is asked", async () => {
    const owner = await swedishSupplier();
    const other = await swedishSupplier();
    const customer = await customerWithCheck(owner.cookie, "DE100000008");
    const before = vies.requests.length;
    const response = await callRoute(vatCheckRoute, { method: "POST", cookie: other.cookie, params: { id: customer.id } });
    expect(response.status).toBe(404);
    expect(vies.requests.length).toBe(before);
  });

  it("a customer without an EU VAT number: 400 that says so", async () => {
    const { cookie } = await swedishSupplier();
    const customer = await addCustomer(cookie, { customerType: "private", country: "DE" });
    const response = await callRoute(vatCheckRoute, { method: "POST", cookie, params: { id: customer.id } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "no_eu_vat_number", message: expect.stringMatching(/no EU VAT number/) });
  });
});

describe("a reverse-charge invoice asks VIES again and keeps that check", () => {
  it("valid: the invoice carries the check and its consultation number", async () => {
    vies.answer("DE100000008", "valid");
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100000008");
    const response = await postInvoice(cookie, reverseCharge(customer.id));
    expect(response.status).toBe(201);
    const invoice = (await response.json()) as { id: string; reverseCharge: boolean; vatCheck: VatCheck };
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.vatCheck).toMatchObject({ status: "valid", consultationNumber: expect.stringMatching(/^WAPIAAAAZ/) });
    // A new consultation, not the one of the customer's save.
    expect(invoice.vatCheck.consultationNumber).not.toBe(customer.vatCheck?.consultationNumber);
    const read = await callRoute(getInvoiceRoute, { cookie, params: { id: invoice.id } });
    expect(((await read.json()) as { vatCheck: VatCheck }).vatCheck).toEqual(invoice.vatCheck);

    // The archive's invoices.csv carries the same proof.
    const row = invoiceCsvRow(await (await callRoute(getInvoiceRoute, { cookie, params: { id: invoice.id } })).json(), {
      pdf: "invoices/x.pdf",
      xml: null,
      xmlProblem: null,
    });
    const column = (name: string) => row[INVOICES_CSV_HEADER.indexOf(name as (typeof INVOICES_CSV_HEADER)[number])];
    expect(column("VIES consultation number")).toBe(invoice.vatCheck.consultationNumber);
    expect(column("VIES check")).toBe(`valid DE100000008 ${invoice.vatCheck.checkedAt}`);
  });

  it("invalid: 400 that says so, and no invoice is written", async () => {
    vies.answer("DE100021001", "valid");
    const { cookie, user } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100021001");
    vies.answer("DE100021001", "invalid"); // deregistered since the customer was saved
    const response = await postInvoice(cookie, reverseCharge(customer.id));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("vat_number_invalid");
    expect(body.message).toMatch(/DE100021001 is not valid/);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(0);
    // What VIES said is not lost: the customer now shows the invalid verdict.
    const saved = await db.customer.findUniqueOrThrow({ where: { id: customer.id }, include: { vatCheck: true } });
    expect(saved.vatCheck?.status).toBe("invalid");
  });

  it.each([
    ["MS_UNAVAILABLE", { error: "MS_UNAVAILABLE" }],
    ["MS_MAX_CONCURRENT_REQ", { error: "MS_MAX_CONCURRENT_REQ" }],
    ["userError MS_UNAVAILABLE in a 200 answer", { userError: "MS_UNAVAILABLE" }],
  ] as const)("%s never blocks: issued, not verified, retried by the job until it gets a verdict", async (_name, outcome) => {
    vies.answer("NL100300042B01", "valid");
    const { cookie } = await swedishSupplier();
    const customer = (await addCustomer(cookie, {
      customerType: "business",
      name: "Klant BV",
      country: "NL",
      vatNumber: "NL100300042B01",
    })) as {
      id: string;
    };
    vies.answer("NL100300042B01", outcome);
    const response = await postInvoice(cookie, reverseCharge(customer.id));
    expect(response.status).toBe(201);
    const invoice = (await response.json()) as { id: string; reverseCharge: boolean; vatCheck: VatCheck };
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.vatCheck).toMatchObject({ status: "unavailable", retrying: true, consultationNumber: null });
    const row = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { vatCheck: true } });
    expect(row.vatCheck?.errorCode).toBe("userError" in outcome ? outcome.userError : outcome.error);

    // Not due yet: a run leaves it alone.
    const early = await callRoute(vatCheckCron, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(early.status).toBe(200);
    expect((await db.vatCheck.findUniqueOrThrow({ where: { id: row.vatCheckId as string } })).attempts).toBe(1);

    // Due, and the member state is back: the job writes the verdict into the invoice's check.
    await db.vatCheck.update({ where: { id: row.vatCheckId as string }, data: { retryAt: new Date(Date.now() - 1000) } });
    vies.answer("NL100300042B01", "valid");
    const run = await callRoute(vatCheckCron, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(await run.json()).toMatchObject({ configured: true, valid: expect.any(Number) });
    const read = (await (await callRoute(getInvoiceRoute, { cookie, params: { id: invoice.id } })).json()) as { vatCheck: VatCheck };
    expect(read.vatCheck).toMatchObject({ status: "valid", retrying: false, consultationNumber: expect.stringMatching(/^WAPIAAAAZ/) });
    expect((await db.vatCheck.findUniqueOrThrow({ where: { id: row.vatCheckId as string } })).attempts).toBe(2);
    // The late verdict joins the invoice's history with its consultation number (#25, #29).
    const proofs = await db.historyEntry.findMany({
      where: { invoiceId: invoice.id, type: "vat_number_checked" },
      select: { actor: true, detail: true },
    });
    expect(proofs).toEqual([
      {
        actor: "system",
        detail: expect.objectContaining({
          vatNumber: "NL100300042B01",
          status: "valid",
          consultationNumber: read.vatCheck.consultationNumber,
        }),
      },
    ]);
  });

  it("a timeout (5 s in production, shortened here) is 'unavailable' and never blocks", async () => {
    const slow = await startFakeVies({ delayMs: 2_000 });
    process.env.VIES_API_BASE = slow.url;
    process.env.VIES_TIMEOUT_MS = "300";
    try {
      const { cookie } = await swedishSupplier();
      const customer = await customerWithCheck(cookie, "ATU10000005");
      expect(customer.vatCheck).toMatchObject({ status: "unavailable", retrying: true });
      const started = Date.now();
      const response = await postInvoice(cookie, invoicePayload(customer.id, { currency: "EUR" }));
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_900); // did not wait for the stand-in's answer
      const invoice = (await response.json()) as { id: string; vatCheck: VatCheck };
      expect(invoice.vatCheck.status).toBe("unavailable");
      expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { vatCheck: true } })).vatCheck?.errorCode).toBe(
        "TIMEOUT",
      );
    } finally {
      process.env.VIES_API_BASE = vies.url;
      delete process.env.VIES_TIMEOUT_MS;
      await slow.close();
    }
  });
});

describe("the vat-checks job", () => {
  it("needs the cron secret", async () => {
    const response = await callRoute(vatCheckCron, { method: "POST", headers: { authorization: "Bearer wrong-secret-wrong-secret" } });
    expect(response.status).toBe(401);
  });

  it("two runs at once ask each due check once", async () => {
    vies.answer("DK10000009", { error: "SERVICE_UNAVAILABLE" });
    const { cookie } = await swedishSupplier();
    const customer = await addCustomer(cookie, { customerType: "business", name: "Kunde ApS", country: "DK", vatNumber: "DK10000009" });
    const checkId = (await db.customer.findUniqueOrThrow({ where: { id: customer.id } })).vatCheckId as string;
    await db.vatCheck.update({ where: { id: checkId }, data: { retryAt: new Date(Date.now() - 1000) } });
    vies.answer("DK10000009", "valid");
    const before = vies.requests.filter((request) => request.vatNumber === "10000009").length;
    const auth = { authorization: `Bearer ${CRON_SECRET}` };
    await Promise.all([
      callRoute(vatCheckCron, { method: "POST", headers: auth }),
      callRoute(vatCheckCron, { method: "POST", headers: auth }),
    ]);
    expect(vies.requests.filter((request) => request.vatNumber === "10000009").length - before).toBe(1);
    expect((await db.vatCheck.findUniqueOrThrow({ where: { id: checkId } })).status).toBe("valid");
  });

  it("without VIES_API_BASE it asks nothing and says so", async () => {
    delete process.env.VIES_API_BASE;
    try {
      const response = await callRoute(vatCheckCron, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
      expect(await response.json()).toEqual({ checked: 0, valid: 0, invalid: 0, unavailable: 0, configured: false });
    } finally {
      process.env.VIES_API_BASE = vies.url;
    }
  });
});

describe("no more than a few calls a second to VIES, across callers", () => {
  it("twelve checks at once are spread over more than two one-second windows", async () => {
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "PL1000000006");
    const before = vies.requests.length;
    await Promise.all(Array.from({ length: 12 }, () => callRoute(vatCheckRoute, { method: "POST", cookie, params: { id: customer.id } })));
    const times = vies.requests.slice(before).map((request) => request.at);
    expect(times).toHaveLength(12);
    // At four a second, twelve requests need three windows: the last starts at least a second after the first.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(1_000);
  });
});

describe("an update re-checks the number", () => {
  it("changing the VAT number replaces the customer's check", async () => {
    vies.answer("FR10046200000", "valid");
    const { cookie } = await swedishSupplier();
    const customer = await customerWithCheck(cookie, "DE100000008");
    const response = await callRoute(updateCustomerRoute, {
      method: "PUT",
      cookie,
      params: { id: customer.id },
      body: { customerType: "business", name: "Client SARL", email: "billing@client.example", country: "FR", vatNumber: "FR10046200000" },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as { vatCheck: VatCheck & { vatNumber: string } };
    expect(updated.vatCheck).toMatchObject({ status: "valid", vatNumber: "FR10046200000" });
  });
});
