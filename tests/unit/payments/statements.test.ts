import { readFileSync } from "node:fs";
import path from "node:path";
import { matchCredits, type OpenInvoice } from "@/lib/payments/statements/match-credits";
import { parseStatement } from "@/lib/payments/statements/parse-statement";
import type { StatementCredit } from "@/lib/payments/statements/statement-credit";
import { parseStatementAmount, parseStatementDate } from "@/lib/payments/statements/statement-values";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../../fixtures/statements", name), "utf8");
const NO_OPTIONS = { mapping: {}, currency: null };

describe("camt.053 and camt.054", () => {
  it("reads the booked credits of a camt.053.001.08 statement, one per transaction of a batch, leaving out debits and pending entries", () => {
    const credits = parseStatement(fixture("camt053-nordic-bank.xml"), NO_OPTIONS);
    expect(credits.map((credit) => credit.entryReference)).toEqual([
      "SEB-20261120-0001",
      "SEB-20261120-0002",
      "SEB-20261120-0003",
      "SEB-20261120-0004",
      "SEB-20261120-0005",
      "SEB-20261120-0006",
      "SEB-20261120-0007",
      "SEB-20261120-0010-A",
      "SEB-20261120-0010-B",
    ]);
    expect(credits[0]).toEqual({
      entryReference: "SEB-20261120-0001",
      date: "2026-11-20",
      amount: "200.00",
      currency: "SEK",
      reference: "rf06 inv1 001",
      message: null,
      counterparty: "Acme Corp",
    });
    expect(credits[2]).toMatchObject({ reference: null, message: "Betalning OCR 1003 62", counterparty: "ACME CORPORATION" });
    expect(credits.slice(7).map((credit) => [credit.amount, credit.counterparty])).toEqual([
      ["200.00", "Acme Corp"],
      ["75.00", "Unknown Payer AB"],
    ]);
  });

  it("reads a camt.054.001.02 notification: status as text, the debtor's name directly, the date from a date-time", () => {
    expect(parseStatement(fixture("camt054-credit-notification.xml"), NO_OPTIONS)).toEqual([
      {
        entryReference: "NDEA-7781",
        date: "2026-11-21",
        amount: "80.00",
        currency: "EUR",
        reference: "RF06 INV1 001",
        message: null,
        counterparty: "Kunde GmbH",
      },
    ]);
  });

  it("names the line of malformed XML, and the entry and line of a missing or wrong element", () => {
    expect(() =>
      parseStatement('<?xml version="1.0"?>\n<Document>\n  <BkToCstmrStmt>\n    <Stmt>\n  </BkToCstmrStmt>\n</Document>', NO_OPTIONS),
    ).toThrow(/not well-formed XML: .* \(at line 5, column \d+\)/);
    const broken = fixture("camt053-nordic-bank.xml").replace('<Amt Ccy="SEK">200.00</Amt>', "");
    expect(() => parseStatement(broken, NO_OPTIONS)).toThrow(/^Entry 1 \(<Ntry> on line \d+\): <Amt> is missing$/);
    const badAmount = fixture("camt053-nordic-bank.xml").replace('<Amt Ccy="SEK">50.00</Amt>', '<Amt Ccy="SEK">5O.00</Amt>');
    expect(() => parseStatement(badAmount, NO_OPTIONS)).toThrow(
      /^Entry 7 \(<Ntry> on line \d+\), <Amt> on line \d+: the amount "5O.00" is not an amount$/,
    );
    expect(() => parseStatement("<Invoice><ID>1</ID></Invoice>", NO_OPTIONS)).toThrow(
      "Not an ISO 20022 camt.053 or camt.054 file: the root element is <Invoice>",
    );
  });

  it("expands no entity a DTD declares (no XXE, no entity bomb)", () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>';
    expect(() => parseStatement(xxe, NO_OPTIONS)).toThrow(/undefined entity/);
  });
});

describe("CSV", () => {
  it("finds the columns of a Swedish export by their names and reads Swedish amounts and dates; payments out are left out", () => {
    const credits = parseStatement(fixture("bank-export.csv"), NO_OPTIONS);
    expect(credits).toEqual([
      {
        entryReference: "V-9001",
        date: "2026-11-22",
        amount: "1200.00",
        currency: "SEK",
        reference: null,
        message: "OCR 1002 63",
        counterparty: "Acme Corp",
      },
      {
        entryReference: "V-9003",
        date: "2026-11-22",
        amount: "200.00",
        currency: "SEK",
        reference: null,
        message: "Faktura INV-1004",
        counterparty: "Acme Corp",
      },
    ]);
  });

  it("takes the request's mapping by name or column number, the statement's currency without a column, and makes stable references", () => {
    const csv = "When,What,Who,How much\n2026-11-23,RF06 INV1 001,Kunde GmbH,80.00\n2026-11-23,RF06 INV1 001,Kunde GmbH,80.00\n";
    const options = { mapping: { date: "when", reference: "2", counterparty: "Who", amount: "How much" }, currency: "EUR" };
    const first = parseStatement(csv, options);
    expect(first.map(({ entryReference, ...rest }) => [entryReference.slice(0, 5), rest])).toEqual([
      [
        "line-",
        { date: "2026-11-23", amount: "80.00", currency: "EUR", reference: "RF06 INV1 001", message: null, counterparty: "Kunde GmbH" },
      ],
      [
        "line-",
        { date: "2026-11-23", amount: "80.00", currency: "EUR", reference: "RF06 INV1 001", message: null, counterparty: "Kunde GmbH" },
      ],
    ]);
    // Two identical lines are two payments; the same file again gives the same two references.
    expect(first[0]?.entryReference).not.toBe(first[1]?.entryReference);
    expect(parseStatement(csv, options).map((credit) => credit.entryReference)).toEqual(first.map((credit) => credit.entryReference));
  });

  it("names the line and the value it can't read, and the column it can't find", () => {
    const header = "Date;Amount;Currency;Message\n";
    expect(() => parseStatement(`${header}2026-11-20;10,00;SEK;a\n2026-11-31;10,00;SEK;b\n`, NO_OPTIONS)).toThrow(
      'Line 3: the date "2026-11-31" is not a date (YYYY-MM-DD or DD.MM.YYYY)',
    );
    expect(() => parseStatement(`${header}2026-11-20;ten;SEK;a\n`, NO_OPTIONS)).toThrow('Line 2: the amount "ten" is not an amount');
    expect(() => parseStatement(`${header}2026-11-20;10;kronor;a\n`, NO_OPTIONS)).toThrow(
      'Line 2: the currency "kronor" is not a three-letter code',
    );
    expect(() => parseStatement("Date;Amount\n2026-11-20;10\n", NO_OPTIONS)).toThrow(
      "Say which column holds the currency, or give the statement's currency",
    );
    expect(() => parseStatement(header, { mapping: { amount: "Belopp" }, currency: null })).toThrow(
      'The column "Belopp" (amount) is not in the file\'s header: "Date", "Amount", "Currency", "Message"',
    );
    expect(() => parseStatement(`${header}2026-11-20;10;SEK;"never closed\n`, NO_OPTIONS)).toThrow(
      "Line 2: a quoted field is never closed",
    );
  });

  it.each([
    ["1234.50", "1234.5"],
    ["1 234,50", "1234.5"],
    ["1.234,50", "1234.5"],
    ["1,234.50", "1234.5"],
    ["-50,00", "-50"],
    ["+12", "12"],
    ["1.234", "1234"],
  ])("reads the amount %s as %s", (raw, value) => {
    expect(parseStatementAmount(raw)?.toString()).toBe(value);
  });

  it("refuses amounts and dates it would have to guess", () => {
    expect(parseStatementAmount("1.2.3")).toBeNull();
    expect(parseStatementAmount("12,345,6")).toBeNull();
    expect(parseStatementDate("11/20/2026")).toBeNull();
    expect(parseStatementDate("20261120")).toBe("2026-11-20");
  });
});

describe("matching credits to open invoices", () => {
  const invoice = (number: string, overrides: Partial<OpenInvoice> = {}): OpenInvoice => ({
    id: `id-${number}`,
    number,
    paymentReference: null,
    currency: "SEK",
    balanceDue: "200.00",
    customerName: "Acme Corp",
    ...overrides,
  });
  const credit = (overrides: Partial<StatementCredit>): StatementCredit => ({
    entryReference: `E-${Math.random()}`,
    date: "2026-11-20",
    amount: "200.00",
    currency: "SEK",
    reference: null,
    message: null,
    counterparty: null,
    ...overrides,
  });

  it("matches by reference in any spelling, then by invoice number, then by exact balance and name", () => {
    const invoices = [
      invoice("INV-1001", { paymentReference: "RF06INV1001" }),
      invoice("INV-1002", { paymentReference: "100263" }),
      invoice("INV-1004", { paymentReference: "100461" }),
      invoice("INV-1005", { customerName: "Nordic Pixel AB", balanceDue: "312.50" }),
    ];
    const { matched, unmatched } = matchCredits(
      [
        credit({ reference: "rf06 inv1 001" }),
        credit({ message: "Betalning 1002 63 tack" }),
        credit({ message: "Faktura inv-1004" }),
        credit({ counterparty: "NORDIC PIXEL", amount: "312.50" }),
        credit({ message: "Faktura INV-10040" }),
      ],
      invoices,
    );
    expect(matched.map((match) => [match.invoice.number, match.by, match.overpaid])).toEqual([
      ["INV-1001", "reference", false],
      ["INV-1002", "reference", false],
      ["INV-1004", "invoice_number", false],
      ["INV-1005", "amount_and_name", false],
    ]);
    expect(unmatched).toHaveLength(1);
  });

  it("never matches a digit run inside a longer one, another currency, or two invoices at once", () => {
    const invoices = [invoice("INV-1007", { paymentReference: "100768" }), invoice("A-1"), invoice("B-1", { currency: "EUR" })];
    const { matched, unmatched } = matchCredits(
      [
        credit({ reference: "2100768" }),
        credit({ reference: "100768", currency: "EUR" }),
        credit({ counterparty: "Acme", amount: "200.00" }), // INV-1007 and A-1 both fit: ambiguous
      ],
      invoices,
    );
    expect(matched).toEqual([]);
    expect(unmatched).toHaveLength(3);
  });

  it("counts the balance down: a second part payment fits what is left, an overpayment is matched and flagged, a paid invoice takes no more", () => {
    const invoices = [invoice("INV-1006", { paymentReference: "100669" })];
    const { matched, unmatched } = matchCredits(
      [
        credit({ reference: "100669", amount: "50.00" }),
        credit({ reference: "100669", amount: "200.00" }),
        credit({ reference: "100669", amount: "10.00" }),
      ],
      invoices,
    );
    expect(matched.map((match) => [match.credit.amount, match.overpaid])).toEqual([
      ["50.00", false],
      ["200.00", true],
    ]);
    expect(unmatched.map((line) => line.amount)).toEqual(["10.00"]);
  });
});
