import "server-only";

const utf8 = new TextEncoder();

/**
 * A response body that pulls its chunks from an async generator one at a time, so a file is written
 * as the client reads it and never held whole in memory (a year of invoices is fetched a batch at a
 * time behind it). Text chunks are encoded with `encode` (UTF-8 unless a format says otherwise:
 * SIE's PC8, DATEV's Windows-1252). A client that goes away ends the generator.
 */
export function streamOf(
  chunks: AsyncGenerator<string>,
  encode: (text: string) => Uint8Array = (text) => utf8.encode(text),
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A file download: its type, an attachment name (ASCII, no quotes) and no caching. */
export function downloadResponse(body: ReadableStream<Uint8Array>, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** An async generator of already-built chunks (the small reports), for streamOf. */
export async function* chunksOf(chunks: Iterable<string>): AsyncGenerator<string> {
  yield* chunks;
}
