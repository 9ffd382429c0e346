import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The PDF worker's file. A worker thread runs a JavaScript file from disk, while the app's server
 * code is bundled by Next (and is TypeScript under jest and tsx), so scripts/build-pdf-worker.mjs
 * bundles the worker on its own with esbuild:
 * - in production, `npm run build` has written it beside Next's build: <distDir>/pdf-worker.mjs;
 * - elsewhere (`next dev` with PDF_WORKERS set, jest, tsx scripts) it is bundled now from the
 *   current sources (≈ 0.3 s, once per pool) into node_modules/.cache. esbuild is a development
 *   dependency and runs in a child process, so it is never part of Next's server bundle.
 * Paths start at the working directory, the project root, as for the fonts (fonts.ts).
 */
export async function pdfWorkerScript(): Promise<string> {
  const root = process.cwd();
  if (process.env.NODE_ENV === "production") {
    const built = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "pdf-worker.mjs");
    if (!fs.existsSync(built)) {
      throw new Error(
        `The PDF worker ${built} is missing: build with \`npm run build\`, which bundles it after \`next build\`, or set PDF_WORKERS=0.`,
      );
    }
    return built;
  }
  const build = path.join(root, "scripts", "build-pdf-worker.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [build, "--cache"], { cwd: root });
  return stdout.trim();
}
