// npx tsx tests/unit/pdf/support/render-pictures.ts — renders the pictures of docs/pdf.md into
// docs/templates/: the first page of each template at 60 dpi (pdftoppm from poppler-utils).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { loadReactPdf } from "../../../support/read-pdf";
import { domesticSwedishInvoice, reverseChargeInvoice } from "../fixtures";

const OUT = path.resolve("docs/templates");

/** A stand-in company logo, drawn here so the pictures show where a Pro user's logo goes. */
async function sampleLogo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <circle cx="60" cy="60" r="44" fill="#f59e0b"/><circle cx="60" cy="60" r="22" fill="#ffffff"/>
    <text x="122" y="76" font-family="sans-serif" font-size="46" font-weight="700" fill="#0f172a">Nordljus</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { data: png.toString("base64"), mimeType: "image/png" };
}

async function main() {
  await loadReactPdf();
  const { renderInvoicePdf } = await import("@/lib/pdf");
  const { SAMPLE_INVOICE } = await import("@/lib/pdf/sample-invoice");
  const logo = await sampleLogo();
  const pictures: [string, InvoiceJson, boolean][] = [
    ["classic-free", SAMPLE_INVOICE, false],
    ["classic", reverseChargeInvoice("en", "classic"), true],
    ["modern", reverseChargeInvoice("en", "modern"), true],
    ["minimal", domesticSwedishInvoice("minimal"), true],
    ["corporate", reverseChargeInvoice("de", "corporate"), true],
  ];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-pictures-"));
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, invoice, isPro] of pictures) {
    const file = path.join(work, `${name}.pdf`);
    fs.writeFileSync(file, await renderInvoicePdf(invoice, { isPro, logo }));
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(OUT, name)]);
    console.log(`${name}.png  ${(fs.statSync(path.join(OUT, `${name}.png`)).size / 1024).toFixed(0)} KB`);
  }
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
