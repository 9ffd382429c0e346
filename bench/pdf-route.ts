import { Client } from "pg";
import { freshBenchDatabase, postCreated, signUpOverHttp, startServer } from "./bench-server";
import { summary, timeEach } from "./stats";
import { tenLines } from "./ten-lines";

const PORT = 3193;
const SAMPLES = 200;

/**
 * The whole download over real HTTP against `next start` on PostgreSQL: session check, the owner's
 * invoice read, the render and the response (aim p50 ≤ 80 ms), and the first PDF a freshly started
 * server answers (aim ≤ 1.5 s: it loads react-pdf and the fonts on first use). Every download is
 * of another invoice (other lines and amounts), as on a real server: the renderer remembers the
 * texts it shaped, and one invoice downloaded over and over would measure that memory alone.
 */
export async function benchPdfRoute(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_pdf");
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie, id } = await signUpOverHttp(server.baseUrl, "pdf-bench@example.com");
    const invoiceIds = await proWhile(databaseUrl, id, () => createTenLineInvoices(server.baseUrl, cookie, 1 + 20 + SAMPLES));
    let downloaded = 0;
    const download = () => getPdf(server.baseUrl, invoiceIds[downloaded++] as string, cookie);

    const coldStart = performance.now();
    await download();
    const firstPdfMs = performance.now() - coldStart;

    for (let i = 0; i < 20; i += 1) await download();
    const warm = await timeEach(SAMPLES, download);
    return [
      `first GET /api/invoices/{id}/pdf after the server started (react-pdf and fonts loaded on that request): ${firstPdfMs.toFixed(0)} ms`,
      `GET /api/invoices/{id}/pdf, warm, one-page 10-line invoice (Free plan: Classic with the watermark): ${summary(warm)}`,
    ];
  } finally {
    server.stop();
  }
}

/** Free users issue three invoices a month: the bench user is Pro while it issues them, Free when it downloads. */
export async function proWhile<T>(databaseUrl: string, userId: string, work: () => Promise<T>): Promise<T> {
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query(`UPDATE "User" SET "isPro" = true WHERE id = $1`, [userId]);
    const result = await work();
    await sql.query(`UPDATE "User" SET "isPro" = false WHERE id = $1`, [userId]);
    return result;
  } finally {
    await sql.end();
  }
}

export async function createTenLineInvoices(baseUrl: string, cookie: string, count: number): Promise<string[]> {
  const customerId = await postCreated(baseUrl, "/api/customers", cookie, {
    name: "Kund AB",
    email: "kund@example.com",
    country: "SE",
    customerType: "business",
  });
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(await postCreated(baseUrl, "/api/invoices", cookie, { customerId, vatScenario: "auto", items: tenLines(n) }));
  }
  return ids;
}

export async function getPdf(baseUrl: string, invoiceId: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/invoices/${invoiceId}/pdf`, { headers: { cookie } });
  if (response.headers.get("content-type") !== "application/pdf") throw new Error(`pdf: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
