import { freshBenchDatabase, postCreated, signUpOverHttp, startServer } from "./bench-server";
import { summary, timeEach } from "./stats";

const PORT = 3193;
const SAMPLES = 200;

/**
 * The whole download over real HTTP against `next start` on PostgreSQL: session check, the owner's
 * invoice read, the render and the response (aim p50 ≤ 80 ms), and the first PDF a freshly started
 * server answers (aim ≤ 1.5 s: it loads react-pdf and the fonts on first use).
 */
export async function benchPdfRoute(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_pdf");
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie } = await signUpOverHttp(server.baseUrl, "pdf-bench@example.com");
    const invoiceId = await createTenLineInvoice(server.baseUrl, cookie);
    const download = () => getPdf(server.baseUrl, invoiceId, cookie);

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

async function createTenLineInvoice(baseUrl: string, cookie: string): Promise<string> {
  const customerId = await postCreated(baseUrl, "/api/customers", cookie, { name: "Kund AB", email: "kund@example.com", country: "SE", customerType: "business" });
  const items = Array.from({ length: 10 }, (_, index) => ({ description: `Design and development, sprint ${index + 1}`, quantity: index + 1, rate: "145.00" }));
  return postCreated(baseUrl, "/api/invoices", cookie, { customerId, vatScenario: "auto", items });
}

async function getPdf(baseUrl: string, invoiceId: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/invoices/${invoiceId}/pdf`, { headers: { cookie } });
  if (response.headers.get("content-type") !== "application/pdf") throw new Error(`pdf: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
