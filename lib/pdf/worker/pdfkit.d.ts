// pdfkit (react-pdf's PDF writer) ships no types; the worker only reaches its prototype
// (reuse-embedded-fonts.ts), and bench/pdf-floor.ts types the calls it makes itself.
declare module "pdfkit" {
  const PDFDocument: { prototype: object; new (options?: object): unknown };
  export default PDFDocument;
}
