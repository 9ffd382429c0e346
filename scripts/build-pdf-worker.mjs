// Bundles the PDF worker thread (lib/pdf/worker/pdf-worker.ts and the renderer it imports) into one
// ES module with esbuild. Worker threads run JavaScript files from disk, and Next's server bundle
// has no file of the worker's own, so it is built beside it (docs/decisions/0012-the-pdf-worker-is-bundled-on-its-own.md).
//
//   node scripts/build-pdf-worker.mjs          → <distDir>/pdf-worker.mjs; `npm run build` runs it after `next build`
//   node scripts/build-pdf-worker.mjs --cache  → node_modules/.cache/invoiceflow/pdf-worker-<hash>.mjs, path on stdout:
//                                                the current sources for development and tests (pdf-worker-script.ts)
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function bundle() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["lib/pdf/worker/pdf-worker.ts"],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // react-pdf (ES modules only, as in next.config.ts's serverExternalPackages), the pdfkit it writes
    // with (the worker patches its prototype: reuse-embedded-fonts.ts) and the React it renders with
    // are imported from node_modules at run time, one copy of each. Everything else is
    // bundled, as Next bundles it: Node's ES module loader would refuse what a bundler accepts, such
    // as "i18n-iso-countries/index" without its ".js".
    external: ["@react-pdf/*", "pdfkit", "react", "react/*", "react-dom", "react-dom/*"],
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    // The worker is server code by definition; the guard is for client bundles (docs/decisions/0003-server-only-boundary.md).
    // Its package would throw here, outside Next's "react-server" condition.
    alias: { "server-only": "./node_modules/server-only/empty.js" },
    jsx: "automatic",
    outfile: "pdf-worker.mjs",
    write: false,
    logLevel: "warning",
  });
  return Buffer.from(result.outputFiles[0].contents);
}

/** Written under a temporary name and renamed: a reader (or a parallel build) never sees half a file. */
function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

const contents = await bundle();
if (process.argv.includes("--cache")) {
  // Named by content: jest's parallel workers and a dev server share one file per version of the code.
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 16);
  const file = path.join(root, "node_modules/.cache/invoiceflow", `pdf-worker-${hash}.mjs`);
  if (!fs.existsSync(file)) writeAtomically(file, contents);
  console.log(file);
} else {
  const file = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "pdf-worker.mjs");
  writeAtomically(file, contents);
  console.log(`PDF worker bundled in ${path.relative(root, file)} (${(contents.length / 1024).toFixed(0)} KB).`);
}
