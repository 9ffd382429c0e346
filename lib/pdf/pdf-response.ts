/**
 * A PDF as a download. `private, no-store`: an invoice is personal and its look follows the plan
 * at download time, so neither a shared cache nor the browser may keep a copy to answer later.
 */
export function pdfResponse(pdf: Buffer, filename: string, cacheControl = "private, no-store"): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // The name is sanitized (pdf-filename.ts): nothing in it can break out of the quotes.
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
