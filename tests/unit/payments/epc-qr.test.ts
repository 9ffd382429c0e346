import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zbarDecode } from "../../support/decode-qr";
import { EPC_NAME_MAX, epcPayload, isEpcEligible, QR_QUIET_ZONE, qrDrawing, type EpcQrSource } from "@/lib/payments/epc-qr";

const invoice = (overrides: Partial<EpcQrSource> = {}, supplier: Partial<EpcQrSource["supplier"]> = {}): EpcQrSource => ({
  currency: "EUR",
  balanceDue: "199.90",
  status: "partially_paid",
  number: "INV-1001",
  ...overrides,
  supplier: { name: "Müller Design GmbH", iban: "DE89 3704 0044 0532 0130 00", swiftCode: "cobadeffxxx", ...supplier },
});

describe("epcPayload: the EPC069-12 (GiroCode) text", () => {
  it("writes the eleven lines: BCD, 002, UTF-8, SCT, BIC, name, compact IBAN, the balance in euros, two empty fields, the invoice number", () => {
    const payload = epcPayload(invoice());
    expect(payload).toBe("BCD\n002\n1\nSCT\nCOBADEFFXXX\nMüller Design GmbH\nDE89370400440532013000\nEUR199.90\n\n\nINV-1001");
    expect(payload?.split("\n")).toHaveLength(11);
    expect(payload?.endsWith("\n")).toBe(false);
  });

  it("asks for the balance due, not the total, always with two decimals", () => {
    expect(epcPayload(invoice({ balanceDue: "0.01" }))?.split("\n")[7]).toBe("EUR0.01");
    expect(epcPayload(invoice({ balanceDue: "1200" }))?.split("\n")[7]).toBe("EUR1200.00");
    expect(epcPayload(invoice({ balanceDue: "999999999.99" }))?.split("\n")[7]).toBe("EUR999999999.99");
  });

  it("leaves the BIC line empty when there is none or it is no BIC (version 002 allows it)", () => {
    expect(epcPayload(invoice({}, { swiftCode: null }))?.split("\n")[4]).toBe("");
    expect(epcPayload(invoice({}, { swiftCode: "  " }))?.split("\n")[4]).toBe("");
    expect(epcPayload(invoice({}, { swiftCode: "NOT A BIC" }))?.split("\n")[4]).toBe("");
    expect(epcPayload(invoice({}, { swiftCode: "deut de ff" }))?.split("\n")[4]).toBe("DEUTDEFF");
  });

  it("cuts the beneficiary's name at 70 characters (code points, never half a character) and keeps it on one line", () => {
    const long = "A".repeat(69) + "ßBCDEF";
    expect(epcPayload(invoice({}, { name: long }))?.split("\n")[5]).toBe("A".repeat(69) + "ß");
    const emoji = "🚀".repeat(80);
    const name = epcPayload(invoice({}, { name: emoji }))?.split("\n")[5] as string;
    expect(Array.from(name)).toHaveLength(EPC_NAME_MAX);
    expect(name).toBe("🚀".repeat(70));
    const lines = epcPayload(invoice({}, { name: "  Nordljus\nDesign   AB  " }))?.split("\n");
    expect(lines).toHaveLength(11);
    expect(lines?.[5]).toBe("Nordljus Design AB");
    expect(epcPayload(invoice({}, { name: "x".repeat(70) }))?.split("\n")[5]).toBe("x".repeat(70));
  });
});

describe("isEpcEligible: only a euro transfer someone owes, to a SEPA IBAN", () => {
  it.each([
    ["a partly paid EUR invoice to a German IBAN", {}, {}, true],
    ["an unpaid (issued) one", { status: "issued" as const }, {}, true],
    ["an overdue one", { status: "overdue" as const }, {}, true],
    ["a Swedish IBAN (SEPA, outside the euro area)", {}, { iban: "SE4550000000058398257466" }, true],
    ["USD", { currency: "USD" as const }, {}, false],
    ["SEK", { currency: "SEK" as const }, {}, false],
    ["no IBAN", {}, { iban: null }, false],
    ["an IBAN with a wrong check digit", {}, { iban: "DE89370400440532013001" }, false],
    ["an account number that is no IBAN", {}, { iban: "4820 1937 5521" }, false],
    ["a valid IBAN outside SEPA (Turkey)", {}, { iban: "TR330006100519786457841326" }, false],
    ["paid", { status: "paid" as const, balanceDue: "0.00" }, {}, false],
    ["void", { status: "void" as const, balanceDue: "0.00" }, {}, false],
    ["void even if a balance were reported", { status: "void" as const }, {}, false],
    ["a balance of zero", { balanceDue: "0.00" }, {}, false],
    ["more than EPC's largest amount", { balanceDue: "1000000000.00" }, {}, false],
  ])("%s → %s", (_case, overrides, supplier, eligible) => {
    expect(isEpcEligible(invoice(overrides, supplier))).toBe(eligible);
    expect(epcPayload(invoice(overrides, supplier)) !== null).toBe(eligible);
  });
});

/** The drawing's path back as a grid of dark modules: every "Mx yhWv1h-Wz" is a run in one row. */
function gridOf(drawing: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: drawing.size }, () => Array<boolean>(drawing.size).fill(false));
  for (const [, x, y, width] of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) (grid[Number(y)] as boolean[])[column] = true;
  }
  return grid;
}

describe("qrDrawing", () => {
  it("draws a QR code with a 4-module quiet zone that zbarimg reads back as the payload", () => {
    const payload = epcPayload(invoice()) as string;
    const drawing = qrDrawing(payload);
    const grid = gridOf(drawing);
    // The quiet zone stays light, the finder pattern's corner starts right after it.
    expect(grid.slice(0, QR_QUIET_ZONE).flat().some(Boolean)).toBe(false);
    expect(grid.slice(-QR_QUIET_ZONE).flat().some(Boolean)).toBe(false);
    expect(grid.every((row) => !row.slice(0, QR_QUIET_ZONE).some(Boolean) && !row.slice(-QR_QUIET_ZONE).some(Boolean))).toBe(true);
    expect(grid[QR_QUIET_ZONE]?.[QR_QUIET_ZONE]).toBe(true);

    // A plain PBM image, 6 pixels a module, for zbar to decode.
    const scale = 6;
    const rows = grid.flatMap((row) =>
      Array<string>(scale).fill(row.flatMap((dark) => Array<string>(scale).fill(dark ? "1" : "0")).join(" ")),
    );
    const dir = mkdtempSync(path.join(tmpdir(), "epc-qr-"));
    try {
      const file = path.join(dir, "qr.pbm");
      writeFileSync(file, `P1\n${drawing.size * scale} ${drawing.size * scale}\n${rows.join("\n")}\n`);
      expect(zbarDecode(file)).toBe(payload);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
