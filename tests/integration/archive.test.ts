import { unzipSync } from "fflate";
import { GET as archiveRoute } from "@/app/api/exports/archive/route";
import { POST as createCreditNote } from "@/app/api/invoices/[id]/credit-notes/route";
import { POST as recordPayment } from "@/app/api/invoices/[id]/payments/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { db } from "@/lib/db";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { streamArchive } from "@/lib/records/archive/stream-archive";
import { validateAll, validatorAvailable } from "../support/einvoice-validator";
import { parseCsv } from "../support/parse-csv";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { SWEDISH_BUSINESS, SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25: GET /api/exports/archive streams a zip of the owner's records: each invoice's PDF and
// CII XML, invoices.csv, payments.csv and README.txt. Read back here as a person would: unzipped,
// PDFs parsed, CSV read, the XML validated by ../shared/einvoice.

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

async function proSupplier() {
  const account = await signUp(SWEDISH_SUPPLIER);
  await db.user.update({
    where: { id: account.user.id },
    data: { isPro: true, iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "ESSESESS" },
  });
  return account;
}

async function issue(cookie: string, customerId: string, overrides: Record<string, unknown> = {}) {
  const response = await postInvoice(cookie, invoicePayload(customerId, { currency: "SEK", vatScenario: "domestic_b2b", ...overrides }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return (await response.json()) as InvoiceJson;
}

function download(cookie: string | undefined, query = "") {
  return callRoute(archiveRoute, { cookie, path: `/api/exports/archive${query}` });
}

async function unzip(response: Response) {
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return { files, names: Object.keys(files).sort(), text };
}

describe("GET /api/exports/archive", () => {
  it("holds each invoice's PDF and CII XML, invoices.csv with the states, payments.csv and README.txt; never another user's", async () => {
    const { cookie } = await proSupplier();
    const { id: customerId } = await addCustomer(cookie, SWEDISH_BUSINESS);
    const first = await issue(cookie, customerId, { invoiceDate: "2026-01-15", dueDate: "2026-02-14", supplyDate: "2026-01-10" });
    const paid = await issue(cookie, customerId, { invoiceDate: "2026-03-01", dueDate: "2026-03-31" });
    const voided = await issue(cookie, customerId, { invoiceDate: "2026-05-20", dueDate: "2026-06-19", number: "2026/ÅÄ 7" });
    const payment = await callRoute(recordPayment, {
      method: "POST",
      cookie,
      params: { id: paid.id },
      body: { amount: paid.total, date: "2026-03-10", method: "bank_transfer", note: "Thanks, =SUM(A1)" },
    });
    expect(payment.status).toBe(201);
    expect((await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } })).status).toBe(200);
    const credit = await callRoute(createCreditNote, {
      method: "POST",
      cookie,
      params: { id: first.id },
      body: { reason: "Workshop cancelled" },
    });
    expect(credit.status).toBe(201);

    const other = await proSupplier();
    const { id: otherCustomer } = await addCustomer(other.cookie, { ...SWEDISH_BUSINESS, name: "Someone Else's Customer AB" });
    const foreign = await issue(other.cookie, otherCustomer, { invoiceDate: "2026-02-01", dueDate: "2026-03-01" });

    const response = await download(cookie);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="invoiceflow-archive-all.zip"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-archive-invoices")).toBe("3");
    const { files, names, text } = await unzip(response);

    const voidedName = `2026____7-${voided.id.slice(-6)}`;
    expect(names).toEqual(
      [
        "README.txt",
        "invoices.csv",
        "credit-notes.csv",
        "payments.csv",
        "history.csv",
        "credit-notes/CN-1001.pdf",
        "credit-notes/CN-1001.xml",
        "invoices/INV-1001.pdf",
        "invoices/INV-1001.xml",
        "invoices/INV-1002.pdf",
        "invoices/INV-1002.xml",
        `invoices/${voidedName}.pdf`,
        `invoices/${voidedName}.xml`,
      ].sort(),
    );
    // The other account's INV-1001 is not this one: its customer is in no file, its total in no row.
    expect(foreign.number).toBe("INV-1001");

    // The PDFs are the real invoices, read back.
    const firstPdf = await readPdf(files["invoices/INV-1001.pdf"] as Uint8Array);
    expect(firstPdf.text).toContain("INV-1001");
    expect(firstPdf.squeezed).toContain("Deliverydate");
    const voidPdf = await readPdf(files[`invoices/${voidedName}.pdf`] as Uint8Array);
    expect(voidPdf.squeezed).toContain("VOID");
    for (const name of names) expect(text(name)).not.toContain("Someone Else's Customer AB");

    const invoices = parseCsv(text("invoices.csv"));
    expect(invoices.map((row) => [row.Number, row.Status, row["Invoice date"], row["Date of supply"], row.Gross, row.Paid])).toEqual([
      ["INV-1001", "credited", "2026-01-15", "2026-01-10", first.total, "0.00"],
      ["INV-1002", "paid", "2026-03-01", "2026-03-01", paid.total, paid.total],
      ["2026/ÅÄ 7", "void", "2026-05-20", "2026-05-20", voided.total, "0.00"],
    ]);
    expect(invoices[2]?.["Voided at"]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect([invoices[0]?.["Credit notes"], invoices[0]?.Credited]).toEqual(["CN-1001", first.total]);

    // The credit note: its PDF names the invoice it corrects, its CII is a 381 referring to it, its row says why.
    const notePdf = await readPdf(files["credit-notes/CN-1001.pdf"] as Uint8Array);
    expect(notePdf.text).toContain("CN-1001");
    expect(notePdf.text).toContain("INV-1001");
    const noteXml = text("credit-notes/CN-1001.xml");
    expect(noteXml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(noteXml).toContain("<ram:IssuerAssignedID>INV-1001</ram:IssuerAssignedID>");
    expect(
      parseCsv(text("credit-notes.csv")).map((row) => [row.Number, row["Invoice number"], row.Reason, row.Gross, row["XML file"]]),
    ).toEqual([["CN-1001", "INV-1001", "Workshop cancelled", first.total, "credit-notes/CN-1001.xml"]]);
    expect(invoices.map((row) => row["PDF file"])).toEqual([
      "invoices/INV-1001.pdf",
      "invoices/INV-1002.pdf",
      `invoices/${voidedName}.pdf`,
    ]);

    const payments = parseCsv(text("payments.csv"));
    // A note a spreadsheet would run as a formula is defused (lib/admin/csv.ts).
    expect(payments).toEqual([
      {
        Type: "payment",
        "Invoice number": "INV-1002",
        Date: "2026-03-10",
        Amount: paid.total,
        Currency: "SEK",
        Method: "bank_transfer",
        Note: "Thanks, =SUM(A1)",
      },
    ]);

    // The history with its hashes: every invoice's created entry, in the chain's order, each linked to the one before.
    const history = parseCsv(text("history.csv"));
    const created = history.filter((row) => row.Type === "created").map((row) => row.Document);
    expect(created).toEqual(["INV-1001", "INV-1002", "2026/ÅÄ 7"]);
    for (const row of history) expect(row.Hash).toMatch(/^[0-9a-f]{64}$/);
    for (let index = 1; index < history.length; index += 1) {
      const [before, entry] = [history[index - 1], history[index]];
      if (Number(entry?.Sequence) === Number(before?.Sequence) + 1) expect(entry?.["Previous hash"]).toBe(before?.Hash);
    }
    expect(JSON.parse(history[0]?.Detail ?? "{}")).toMatchObject({ number: "INV-1001" });

    const readme = text("README.txt");
    for (const file of [
      "invoices/<number>.pdf",
      "credit-notes/<number>.pdf",
      "invoices.csv",
      "credit-notes.csv",
      "payments.csv",
      "history.csv",
    ]) {
      expect(readme).toContain(file);
    }
    expect(readme).toContain("Svensk Konsult AB");

    const cii = text("invoices/INV-1001.xml");
    expect(cii).toContain("<ram:ID>INV-1001</ram:ID>");
    expect(cii).toContain('<udt:DateTimeString format="102">20260110</udt:DateTimeString>');
    if (validatorAvailable()) {
      const results = await validateAll([
        { name: "archive INV-1001", content: cii, kind: "cii" },
        { name: "archive CN-1001", content: noteXml, kind: "cii" },
      ]);
      expect(results.filter((result) => !result.ok).map((result) => result.output)).toEqual([]);
    }
  }, 300_000);

  it("takes only the invoices dated in from…to, both days included", async () => {
    const { cookie } = await proSupplier();
    const { id: customerId } = await addCustomer(cookie, SWEDISH_BUSINESS);
    for (const date of ["2025-12-31", "2026-01-01", "2026-06-30", "2026-07-01"])
      await issue(cookie, customerId, { invoiceDate: date, dueDate: date });

    const { names, text } = await unzip(await download(cookie, "?from=2026-01-01&to=2026-06-30"));
    expect(names.filter((name) => name.endsWith(".pdf"))).toEqual(["invoices/INV-1002.pdf", "invoices/INV-1003.pdf"]);
    expect(parseCsv(text("invoices.csv")).map((row) => row["Invoice date"])).toEqual(["2026-01-01", "2026-06-30"]);
    expect(text("README.txt")).toContain("from 2026-01-01 to 2026-06-30");

    const onlyFrom = await unzip(await download(cookie, "?from=2026-07-01"));
    expect(onlyFrom.names.filter((name) => name.endsWith(".pdf"))).toEqual(["invoices/INV-1004.pdf"]);
  }, 120_000);

  it("answers a bad range with 400 in plain words, and a visitor with 401", async () => {
    const { cookie } = await proSupplier();
    const cases: [string, string][] = [
      ["?from=2026-02-30", "from must be a date written YYYY-MM-DD, e.g. 2026-01-31"],
      ["?to=yesterday", "to must be a date written YYYY-MM-DD, e.g. 2026-01-31"],
      ["?from=2026-05-01&to=2026-04-30", "from must be a date on or before to"],
    ];
    for (const [query, message] of cases) {
      const response = await download(cookie, query);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect((await download(undefined)).status).toBe(401);
  });

  it("an account without invoices gets a valid zip with the CSV headers and the README", async () => {
    const { cookie } = await signUp();
    const { names, text } = await unzip(await download(cookie));
    expect(names).toEqual(["README.txt", "credit-notes.csv", "history.csv", "invoices.csv", "payments.csv"]);
    expect(text("invoices.csv").split("\r\n")[0]).toMatch(/^Number,Status,Invoice date/);
  });
});

describe("the archive streams", () => {
  it("writes README.txt before any PDF is rendered, and never renders more than a few PDFs ahead of the one it writes", async () => {
    const { user, cookie } = await proSupplier();
    const { id: customerId } = await addCustomer(cookie, SWEDISH_BUSINESS);
    for (let index = 0; index < 30; index += 1) await issue(cookie, customerId);

    let started = 0;
    const fakePdf = new TextEncoder().encode("%PDF-1.7 stand-in");
    const owner = { id: user.id, isPro: true, name: "Svensk Konsult AB" };
    const chunks = streamArchive(
      owner,
      { from: null, to: null },
      {
        invoices: 30,
        creditNotes: 0,
        renderPdf: async () => {
          started += 1;
          return fakePdf;
        },
      },
    );

    const firstChunk = await chunks.next();
    expect(started).toBe(0);
    expect(Buffer.from((firstChunk.value as Uint8Array).subarray(0, 4)).toString("latin1")).toBe("PK\u0003\u0004");

    const received: Uint8Array[] = [firstChunk.value as Uint8Array];
    let written = 0;
    let mostAhead = 0;
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      received.push(next.value);
      written = Object.keys(unzipPrefixNames(received)).length;
      mostAhead = Math.max(mostAhead, started - written);
    }
    expect(started).toBe(30);
    expect(mostAhead).toBeLessThanOrEqual(4);
    const files = unzipSync(Buffer.concat(received));
    expect(Object.keys(files).filter((name) => name.endsWith(".pdf"))).toHaveLength(30);
  }, 120_000);
});

/** The PDF entries whose local headers have been received so far (a streamed zip names each file before its data). */
function unzipPrefixNames(chunks: Uint8Array[]): Record<string, true> {
  const bytes = Buffer.concat(chunks).toString("latin1");
  const names: Record<string, true> = {};
  for (const match of bytes.matchAll(/invoices\/INV-\d+\.pdf/g)) names[match[0]] = true;
  return names;
}
