import fs from "node:fs";
import { Client } from "pg";
import { freshBenchDatabase, signUpOverHttp, startServer } from "./bench-server";

const PORT = 3195;
const INVOICES = 20_000;

/** The server's resident memory in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The accountant's exports (issue #29) over real HTTP against `next start` on PostgreSQL, for one
 * user with a year of 20,000 invoices (SEK and EUR, a third paid): time to the first byte, total
 * time, size, and the server's resident memory at its highest during the download over its level
 * before (sampled every 20 ms). A file built in memory would grow the server by its size; a streamed
 * one by a batch.
 */
export async function benchExports(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_exports");
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie, id } = await signUpOverHttp(server.baseUrl, "bench-exports@example.com");
    await seed(sql, id);
    const lines = [
      `data: ${INVOICES.toLocaleString("en")} invoices of 2026 for one user, ${Math.floor(INVOICES / 3).toLocaleString("en")} payments`,
    ];
    for (const path of [
      "/api/exports/sie?year=2026",
      "/api/exports/datev?from=2026-01-01&to=2026-12-31",
      "/api/exports/invoices.csv?from=2026-01-01&to=2026-12-31",
    ]) {
      await download(server.baseUrl, path, cookie, server.pid); // warm-up: the route's first compile and plans
      const result = await download(server.baseUrl, path, cookie, server.pid);
      lines.push(
        `GET ${path}: ${(result.bytes / 1e6).toFixed(1)} MB, first byte ${result.firstByteMs.toFixed(0)} ms, all ${result.totalMs.toFixed(0)} ms, server RSS +${result.rssGrowthMb.toFixed(0)} MB at most (from ${result.rssBeforeMb.toFixed(0)} MB)`,
      );
    }
    return lines;
  } finally {
    server.stop();
    await sql.end();
  }
}

async function download(baseUrl: string, path: string, cookie: string, pid: number) {
  global.gc?.();
  const rssBeforeMb = rssMb(pid);
  let peak = rssBeforeMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const start = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    let bytes = 0;
    let firstByteMs = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += value.byteLength;
    }
    return { bytes, firstByteMs, totalMs: performance.now() - start, rssBeforeMb, rssGrowthMb: peak - rssBeforeMb };
  } finally {
    clearInterval(sampler);
  }
}

async function seed(sql: Client, userId: string): Promise<void> {
  await sql.query(
    `UPDATE "User" SET company = 'Bench Konsult AB', "organizationNumber" = '556036-0793', "vatNumber" = 'SE556036079301', "vatRegistered" = true WHERE id = $1`,
    [userId],
  );
  // SEK's ECB rate for every day of the year (DATEV books in euros); every third invoice in EUR,
  // stating its rate to SEK (Art. 230) as the SIE file's books are in kronor.
  await sql.query(
    `INSERT INTO "ExchangeRate" (currency, date, rate) SELECT 'SEK', d, 11.2345 FROM generate_series(DATE '2026-01-01', DATE '2026-12-31', interval '1 day') d`,
  );
  await sql.query(
    `
    INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", "createdAt", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail",
      "nationalCurrency", "exchangeRate", "exchangeRateDate", "exchangeRateSource", "nationalVatAmount")
    SELECT 'be-' || g, $1, 'INV-' || (1000 + g), DATE '2026-01-01' + (g % 365), DATE '2026-01-31' + (g % 365), now(),
      (CASE WHEN g % 3 = 0 THEN 'EUR' ELSE 'SEK' END)::"Currency", 'sv',
      100 + g % 900, 25, (100 + g % 900) * 0.25, (100 + g % 900) * 1.25,
      'domestic_b2b', 'VAT', 'SE', 'SE', 'Kund ' || (g % 500) || ' AB', 'kund@example.se', 'Bench Konsult AB', 'bench@example.com',
      CASE WHEN g % 3 = 0 THEN 'SEK' END, CASE WHEN g % 3 = 0 THEN 11.2345 END, CASE WHEN g % 3 = 0 THEN DATE '2026-01-01' + (g % 365) END,
      CASE WHEN g % 3 = 0 THEN 'ecb' END, CASE WHEN g % 3 = 0 THEN round((100 + g % 900) * 0.25 * 11.2345, 2) END
    FROM generate_series(1, $2::int) g`,
    [userId, INVOICES],
  );
  await sql.query(
    `
    INSERT INTO "InvoiceItem" (id, "invoiceId", position, description, quantity, rate, amount, "taxRate", "taxAmount")
    SELECT 'bei-' || g, 'be-' || g, 0, 'Konsulttimmar', 1, 100 + g % 900, 100 + g % 900, 25, (100 + g % 900) * 0.25
    FROM generate_series(1, $1::int) g`,
    [INVOICES],
  );
  await sql.query(
    `
    INSERT INTO "Payment" (id, "invoiceId", amount, date, method)
    SELECT 'bep-' || g, 'be-' || g, (100 + g % 900) * 1.25, DATE '2026-01-15' + (g % 350), 'bank_transfer'
    FROM generate_series(3, $1::int, 3) g`,
    [INVOICES],
  );
}
