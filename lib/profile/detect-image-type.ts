import "server-only";

/**
 * The MIME type the file's bytes say it is (magic numbers), or undefined when they name no type
 * file-type knows — SVG and plain text are among those. The name and the declared Content-Type of
 * an upload are never trusted.
 */
export async function detectImageType(bytes: Uint8Array): Promise<string | undefined> {
  // file-type is ESM-only: importing it lazily keeps this module loadable where only require()
  // exists (jest's CommonJS runtime loads every route for the access test).
  const { fileTypeFromBuffer } = await import("file-type");
  return (await fileTypeFromBuffer(bytes))?.mime;
}
