// For tsx scripts that render PDFs on their own thread (PDF_WORKERS unset or 0, as outside
// production): react-pdf is ES modules only, and tsx, asked to `require` it from our CommonJS-
// compiled code, recompiles it with `require` conditions and fails on `@react-pdf/hyphenate/en-us`.
// A native import() loads it; it then goes into require's cache, so lib/pdf finds it there.
// (tests/support/read-pdf.ts does the same for jest, with the why in full.)
import { pathToFileURL } from "node:url";

export async function loadReactPdf(): Promise<void> {
  const resolved = require.resolve("@react-pdf/renderer");
  // A Function, so that esbuild (tsx) does not rewrite the import() into require().
  const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
  const exports = await nativeImport(pathToFileURL(resolved).href);
  require.cache[resolved] = {
    id: resolved,
    filename: resolved,
    loaded: true,
    exports,
    children: [],
    paths: [],
  } as unknown as NodeJS.Module;
}
