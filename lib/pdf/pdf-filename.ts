/**
 * The download name "invoice-{number}.pdf" ("quote-{number}.pdf" for a quote). Invoice numbers are typed by users, so anything but
 * letters, digits, dot, dash and underscore becomes "-": no quote, semicolon, slash or line break
 * can reach the Content-Disposition header or a file system.
 *
 * @example
 * pdfFilename("INV-1001")        // "invoice-INV-1001.pdf"
 * pdfFilename('2026/"Ö"; x')     // "invoice-2026-O-x.pdf"
 */
export function pdfFilename(number: string, kind: "invoice" | "credit-note" | "quote" = "invoice"): string {
  const safe = number
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // "Ö" → "O", not "O-"
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${kind}-${safe || "download"}.pdf`;
}
