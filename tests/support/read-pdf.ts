import { pathToFileURL } from "node:url";

/**
 * PDFs in tests, benchmarks and scripts: load react-pdf where the tool compiles our TypeScript to
 * CommonJS, and read a rendered PDF back as text with pdfjs-dist.
 *
 * Why the loader: react-pdf and pdfjs-dist are ES modules only. In the app (Next.js, Node ≥ 20.19)
 * they load like any package, but jest's CommonJS runtime cannot `require` an ES module before
 * Node 24.9, and tsx, asked to `require` one, recompiles it to CommonJS with `require` conditions,
 * which breaks on react-pdf's import-only `@react-pdf/hyphenate/en-us`. A native `import()` works
 * in both (jest routes it through its own ESM loader with --experimental-vm-modules, sharing the
 * React instance; tsx through its ESM hooks), so the real module is imported that way and handed
 * to `require`. Nothing is mocked: lib/pdf then runs against the real react-pdf.
 */

/**
 * A native `import()`, written as a Function so that neither swc (jest) nor esbuild (tsx) rewrites
 * it into `require`.
 *
 * Why the body is unique: V8 caches functions made by `new Function` by their source, across the
 * vm contexts of one jest worker, and a cached function keeps the dynamic-import callback of the
 * test file that first compiled it. The next test file in that worker would then import through a
 * torn-down jest runtime ("Cannot read properties of undefined (reading 'identifier')"), depending
 * on whether a garbage collection had emptied the cache in between. A fresh body never hits it.
 */
export function makeNativeImport<T>(): (specifier: string) => Promise<T> {
  const nonce = `${Date.now()}-${Math.random()}`;
  return new Function("specifier", `return import(specifier); // ${nonce}`) as (specifier: string) => Promise<T>;
}

const moduleUrl = (name: string) => pathToFileURL(require.resolve(name)).href;

let reactPdfLoaded = false;

/** Call (and await) before the first import of anything that imports `@/lib/pdf`. */
export async function loadReactPdf(): Promise<void> {
  if (reactPdfLoaded) return;
  const resolved = require.resolve("@react-pdf/renderer");
  const reactPdf = await makeNativeImport<Record<string, unknown>>()(pathToFileURL(resolved).href).catch((error: unknown) => {
    throw new Error("Could not import react-pdf. Under jest, set NODE_OPTIONS=--experimental-vm-modules (npm test does).", {
      cause: error,
    });
  });
  if (typeof jest !== "undefined") {
    jest.doMock("@react-pdf/renderer", () => reactPdf);
  } else {
    const cached = { id: resolved, filename: resolved, loaded: true, exports: reactPdf, children: [], paths: [] };
    require.cache[resolved] = cached as unknown as NodeJS.Module;
  }
  reactPdfLoaded = true;
}

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;

export type PdfText = {
  pageCount: number;
  /** The text of each page, runs joined by spaces, whitespace collapsed. */
  pages: string[];
  /** All pages together. */
  text: string;
  /**
   * The text without any whitespace. Readers (pdfjs among them) put spaces between the letters of
   * letter-spaced capitals ("B I L L TO") and between runs of two fonts ("Ł ód ź"): compare
   * labels with `squeeze(expected)` against this.
   */
  squeezed: string;
  /** Document information (Title, Author, …) as pdfjs reads it. */
  info: Record<string, unknown>;
};

/** A text without its whitespace (see PdfText.squeezed). */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, "");
}

/** Reads a PDF's text, page by page, the way a PDF reader extracts it. */
export async function readPdf(pdf: Uint8Array): Promise<PdfText> {
  pdfjs ??= makeNativeImport<PdfJs>()(moduleUrl("pdfjs-dist/legacy/build/pdf.mjs"));
  const { getDocument } = await pdfjs;
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.map((item) => ("str" in item ? item.str : ""));
      pages.push(runs.join(" ").replace(/\s+/g, " ").trim());
    }
    const { info } = await document.getMetadata();
    const text = pages.join("\n");
    return { pageCount: document.numPages, pages, text, squeezed: squeeze(text), info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
