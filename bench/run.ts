// npm run bench [-- <name> …] — the project's benchmarks; figures are copied into docs/benchmarks.md.
import { benchInvoices } from "./invoices";
import { benchPassword } from "./password";
import { benchPdf } from "./pdf";
import { benchPdfRoute } from "./pdf-route";
import { benchServer } from "./server";

const BENCHMARKS: Record<string, () => Promise<string[]>> = {
  password: benchPassword,
  server: benchServer,
  invoices: benchInvoices,
  pdf: benchPdf,
  "pdf-route": benchPdfRoute,
};

async function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
  console.log(`# ${new Date().toISOString()} on ${process.platform} ${process.arch}, node ${process.version}`);
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
