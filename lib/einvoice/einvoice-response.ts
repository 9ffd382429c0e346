/** An e-invoice XML as a download; private and never cached, like the PDF (lib/pdf/pdf-response.ts). */
export function einvoiceResponse(xml: string, filename: string): Response {
  const body = new TextEncoder().encode(xml);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // The name is sanitized (einvoiceFilename): nothing in it can break out of the quotes.
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(body.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
