// Issue #26 finding 5: a tab in printed text fell through to the PDF's built-in Helvetica (not
// embedded), and the Factur-X PDF failed PDF/A-3. Every font of every PDF is embedded, whatever the text.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { db } from "@/lib/db";
import { validateAll, validatorAvailable } from "../support/einvoice-validator";
import { loadReactPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const WITH_TABS = {
  notes: "Column A\tColumn B\r\nThank you\tagain",
  paymentInstructions: "Pay to:\tBankgiro 5050-1055",
  items: [{ description: "Design\twork\tweek 12", quantity: 1, rate: "1000.00" }],
};

/** pdffonts' table: one row per font, with its "emb" column. */
function fontsOf(bytes: Uint8Array): { name: string; embedded: boolean }[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fonts-")), "invoice.pdf");
  fs.writeFileSync(file, bytes);
  const table = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean);
  return table.map((row) => {
    const columns = row.trim().split(/\s+/);
    // name type [encoding…] emb sub uni object ID: "emb" is the fifth column from the end.
    return { name: columns[0]!, embedded: columns.at(-5) === "yes" };
  });
}

it("finding 5: an invoice with tabs in its notes, payment instructions and a line: every font embedded, and the Factur-X PDF passes facturx-pdf-check.mjs", async () => {
  const account = await signUp(SWEDISH_SUPPLIER);
  await db.user.update({
    where: { id: account.user.id },
    data: { isPro: true, iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "ESSESESS" },
  });
  const customer = await addCustomer(account.cookie, {
    customerType: "business",
    name: "Skatteverket Kund AB",
    email: "faktura@kund.example",
    country: "SE",
    organizationNumber: "202100-5489",
    address: "Drottninggatan 1",
    city: "Stockholm",
    postalCode: "111 51",
  });
  const created = await postInvoice(
    account.cookie,
    invoicePayload(customer.id, { vatScenario: "domestic_b2b", currency: "SEK", ...WITH_TABS }),
  );
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };

  for (const format of ["", "?format=facturx"]) {
    const response = await callRoute(pdfRoute, { cookie: account.cookie, path: `/api/invoices/${id}/pdf${format}`, params: { id } });
    expect(response.status).toBe(200);
    const fonts = fontsOf(new Uint8Array(await response.arrayBuffer()));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    if (format && validatorAvailable()) {
      const bytes = new Uint8Array(
        await (
          await callRoute(pdfRoute, { cookie: account.cookie, path: `/api/invoices/${id}/pdf${format}`, params: { id } })
        ).arrayBuffer(),
      );
      const [result] = await validateAll([{ name: "tabs", content: bytes, kind: "facturx" }]);
      expect(result!.output).not.toMatch(/FAIL/);
      expect(result!.ok).toBe(true);
    }
  }
}, 120_000);
