import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The QR codes zbar finds in an image file (PNG, PBM…), each as UTF-8 text, in the order it reports
 * them. `-Sbinary` hands over a symbol's bytes as they are: without it zbar guesses the character
 * set of a byte segment and took "ü" (C3 BC) for Shift-JIS ("羹"). Banking apps go by the EPC
 * payload's third line instead ("1": UTF-8). An image without a code answers [] (zbarimg exits 4).
 */
export function decodeQrCodes(file: string): string[] {
  let bytes: Buffer;
  try {
    bytes = execFileSync("zbarimg", ["--raw", "-q", "-Sbinary", "--nodbus", file], { stdio: ["ignore", "pipe", "ignore"] });
  } catch (error) {
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
  // With -Sbinary nothing separates two symbols' data; invoices print one code at most.
  const text = bytes.toString("utf8").replace(/\n$/, "");
  return text ? [text] : [];
}

/** The one QR code in an image file, or a failure naming how many there were. */
export function zbarDecode(file: string): string {
  const codes = decodeQrCodes(file);
  if (codes.length !== 1) throw new Error(`expected one QR code in ${file}, found ${codes.length}`);
  return codes[0] as string;
}

/** Page 1 of a PDF as a 150 dpi PNG (poppler's pdftoppm), and the QR codes zbar finds on it. */
export function qrCodesOnFirstPage(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-qr-"));
  try {
    writeFileSync(path.join(dir, "invoice.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", path.join(dir, "invoice.pdf"), path.join(dir, "page")]);
    const [png] = readdirSync(dir).filter((name) => name.endsWith(".png"));
    if (!png) throw new Error("pdftoppm wrote no page");
    return decodeQrCodes(path.join(dir, png));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
