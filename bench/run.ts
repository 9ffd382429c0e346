// npm run bench [-- <name> …] — the project's benchmarks; figures are copied into docs/benchmarks.md.
import { pbkdf2Sync } from "node:crypto";
import { benchArchive } from "./archive";
import { benchEinvoice } from "./einvoice";
import { benchAdmin } from "./admin";
import { benchExports } from "./exports";
import { benchInvoices } from "./invoices";
import { benchLargeAccounts } from "./large-accounts";
import { benchLists } from "./lists";
import { benchLoginFlood } from "./login-flood";
import { benchPassword } from "./password";
import { benchPdf, benchPdfFloor } from "./pdf";
import { benchPdfCores } from "./pdf-cores";
import { benchPdfMemory } from "./pdf-memory";
import { benchPdfRoute } from "./pdf-route";
import { benchServer } from "./server";
import { benchStatements } from "./statements";

const BENCHMARKS: Record<string, () => Promise<string[]>> = {
  password: benchPassword,
  server: benchServer,
  invoices: benchInvoices,
  lists: benchLists,
  "large-accounts": benchLargeAccounts,
  pdf: benchPdf,
  "pdf-floor": benchPdfFloor,
  "pdf-route": benchPdfRoute,
  "pdf-cores": benchPdfCores,
  "pdf-memory": benchPdfMemory,
  einvoice: benchEinvoice,
  admin: benchAdmin,
  "login-flood": benchLoginFlood,
  exports: benchExports,
  statements: benchStatements,
  archive: benchArchive,
};

/**
 * A fixed CPU job timed before the benchmarks: this shared 2-core machine runs at very different
 * speeds from one hour to the next (the same PDF render measured 43 and 74 ms minutes apart), so
 * figures from two runs are comparable only next to this number.
 */
function calibrationMs(): number {
  const samples = Array.from({ length: 5 }, () => {
    const start = performance.now();
    pbkdf2Sync("calibration", "salt", 100_000, 32, "sha256");
    return performance.now() - start;
  });
  return Math.min(...samples);
}

async function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
  console.log(`# ${new Date().toISOString()} on ${process.platform} ${process.arch}, node ${process.version}`);
  console.log(`calibration: pbkdf2-sha256, 100,000 iterations, best of 5: ${calibrationMs().toFixed(0)} ms (lower is a faster machine)`);
  for (const name of names) {
    const bench = BENCHMARKS[name];
    if (!bench) throw new Error(`unknown benchmark "${name}"; known: ${Object.keys(BENCHMARKS).join(", ")}`);
    console.log(`\n## ${name}`);
    for (const line of await bench()) console.log(`- ${line}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
