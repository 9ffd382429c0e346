// npm run budget — the first-load JavaScript of the signed-in pages against their budgets (issue
// #24): the production build on a fresh seeded database, signed in as the Pro demo user, each
// page's HTML read and every <script src> it loads summed, compressed (scripts/first-load-js.mjs).
// Exits 1 when a page is over its budget.
//
//   npm run budget [-- /dashboard /invoices …]   pages (default: every page with a budget)
//   npm run budget -- --scripts                    also list each script
//   BUDGET_ORIGIN=http://127.0.0.1:3000            measure a server that is already running
//   BUDGET_PORT=3296  NEXT_DIST_DIR=.next
import { budgetReport, FIRST_LOAD_JS_BUDGETS_KB, firstLoadJs, kb, signIn } from "./first-load-js.mjs";
import { startProductionServer } from "./production-server.mjs";

const args = process.argv.slice(2);
const listScripts = args.includes("--scripts");
const requested = args.filter((arg) => !arg.startsWith("--"));
const pages = requested.length ? requested : Object.keys(FIRST_LOAD_JS_BUDGETS_KB);

async function main() {
  const origin = process.env.BUDGET_ORIGIN || (await startProductionServer(process.env.BUDGET_PORT || "3296"));
  const cookie = await signIn(origin);
  const results = [];
  for (const page of pages) results.push(await firstLoadJs(origin, page, cookie));
  console.log(`# First-load JavaScript, ${new Date().toISOString()}, ${origin}, signed in as the Pro demo user`);
  console.log("# every <script src> of the page's HTML; gzip at zlib's level 6 and brotli at quality 4, as npm start sends them\n");
  const { lines, withinBudget } = budgetReport(results);
  console.log(lines.join("\n"));
  if (listScripts) {
    for (const result of results) {
      console.log(`\n${result.page}:`);
      for (const script of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${new URL(script.url).pathname}`);
      }
    }
  }
  if (!withinBudget) {
    console.error("\nOver budget: see docs/benchmarks.md (#24) for where the weight came from and how it was taken off.");
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
