/**
 * The number of pages of a PDF that react-pdf (pdfkit) wrote: the /Count of its page tree, which
 * pdfkit writes as plain text. Null when it cannot be read — callers must then assume nothing.
 *
 * @example
 * pageCountOf(Buffer.from("1 0 obj\n<<\n/Type /Pages\n/Count 2\n/Kids [8 0 R 20 0 R]\n>>")) // 2
 */
export function pageCountOf(pdf: Buffer): number | null {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  return match ? Number(match[1]) : null;
}
