/**
 * E-invoices (EN 16931): a stored invoice → the semantic model (build-einvoice-model.ts) → UBL 2.1
 * Peppol BIS 3.0 (write-ubl.ts) or CII D16B Factur-X EN 16931 (write-cii.ts). Pure: the invoice form
 * uses findEinvoiceProblems in the browser. The server side (routes, Factur-X PDFs) is in
 * render-user-einvoice.ts and facturx/. Notes: docs/einvoice.md.
 */
export { buildEinvoiceModel, type EinvoiceModelResult } from "./build-einvoice-model";
export { checkInputOf, type EinvoiceCheckInput, type EinvoiceSource } from "./einvoice-source";
export { describeEinvoiceProblems, findEinvoiceProblems, type EinvoiceProblem } from "./find-einvoice-problems";
export type { EinvoiceFormat, EinvoiceModel, VatCategoryCode } from "./model";
export { vatCategoryFor, zeroRateCategory } from "./vat-category";
export { writeCii } from "./write-cii";
export { writeUbl } from "./write-ubl";
