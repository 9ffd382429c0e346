import { AFRelationship, decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFStream } from "pdf-lib";
import { aliasUnusedStandardFonts } from "./alias-unused-fonts";
import { addToXmp, facturxXmpDescriptions } from "./facturx-xmp";

export const FACTURX_FILE_NAME = "factur-x.xml";

function readXmp(doc: PDFDocument): string {
  const stream = doc.catalog.lookup(PDFName.of("Metadata"));
  if (stream instanceof PDFRawStream) return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  if (stream instanceof PDFStream) return new TextDecoder().decode(stream.getContents());
  throw new Error("The PDF has no XMP metadata: render it with conformance PDF/A-3b first");
}

/**
 * Turns a PDF/A-3b rendered by react-pdf (pdfkit: PDF 1.7, XMP with pdfaid, sRGB output intent,
 * fonts embedded) into a Factur-X file: the CII XML attached as factur-x.xml with the relationship
 * Alternative and listed in the catalog's /AF, the Factur-X properties added to the XMP, and the
 * never-drawn Helvetica of react-pdf's empty runs pointed at an embedded font (alias-unused-fonts.ts).
 * pdf-lib rewrites the file once; the pages themselves are copied untouched.
 */
export async function embedFacturx(pdf: Uint8Array, ciiXml: string, issued: Date): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  aliasUnusedStandardFonts(doc);
  await doc.attach(new TextEncoder().encode(ciiXml), FACTURX_FILE_NAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice (EN 16931)",
    creationDate: issued,
    modificationDate: issued,
    afRelationship: AFRelationship.Alternative,
  });
  const xmp = addToXmp(readXmp(doc), facturxXmpDescriptions({ fileName: FACTURX_FILE_NAME, conformanceLevel: "EN 16931" }));
  // XMP stays uncompressed, as PDF/A readers expect to find it (ISO 19005-3, 6.6.2.1).
  const metadata = doc.context.stream(xmp, { Type: "Metadata", Subtype: "XML" });
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(metadata));
  return Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
}
