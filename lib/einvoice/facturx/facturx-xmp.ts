/**
 * The XMP a Factur-X file needs on top of pdfkit's PDF/A identification: the `fx:` properties
 * (document type, file name, version, conformance level) and the PDF/A extension schema that
 * declares them, since PDF/A only allows XMP properties it knows or that the file declares.
 * Text as in the Factur-X 1.07 specification (annex "XMP").
 */
export const FACTURX_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

export type FacturxXmpFields = {
  fileName: string;
  /** "EN 16931" for the profile this product writes. */
  conformanceLevel: string;
};

export function facturxXmpDescriptions({ fileName, conformanceLevel }: FacturxXmpFields): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType>` +
    `<pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return (
    `<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" ` +
    `xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">` +
    `<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">` +
    `<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>` +
    `<pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>` +
    `<pdfaSchema:prefix>fx</pdfaSchema:prefix>` +
    `<pdfaSchema:property><rdf:Seq>` +
    property("DocumentFileName", "The name of the embedded XML document") +
    property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER") +
    property("Version", "The actual version of the standard applying to the embedded XML document") +
    property("ConformanceLevel", "The conformance level of the embedded XML document") +
    `</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>` +
    `<rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">` +
    `<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${fileName}</fx:DocumentFileName>` +
    `<fx:Version>1.0</fx:Version><fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel></rdf:Description>`
  );
}

/** Adds the descriptions to an XMP packet, just before its closing `</rdf:RDF>`. */
export function addToXmp(xmp: string, descriptions: string): string {
  const end = xmp.lastIndexOf("</rdf:RDF>");
  if (end < 0) throw new Error("The PDF's XMP has no rdf:RDF element");
  return xmp.slice(0, end) + descriptions + xmp.slice(end);
}
