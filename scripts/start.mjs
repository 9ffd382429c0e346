// npm start — the production server: `next start` with the socket's address handed to the app.
// Route handlers never see the socket, and Next passes a client's X-Forwarded-For through untouched,
// so this server records the real remote address in a header of its own (overwriting any a client
// sent), signed with a token made at boot (lib/http/client-address.ts). Accepts next start's
// `-p/--port PORT` and `-H/--hostname HOST` (else PORT / HOSTNAME, default 3000 on all interfaces).
// Pages, scripts and styles are compressed here (brotli, else gzip); API answers are not (see below).
import { randomBytes } from "node:crypto";
import http from "node:http";
import compression from "compression";
import next from "next";
import { collectGarbage } from "../lib/pdf/collect-garbage.mjs";

const SOCKET_ADDRESS_HEADER = "x-invoiceflow-socket-address";
const SOCKET_ADDRESS_TOKEN_ENV = "INVOICEFLOW_SOCKET_ADDRESS_TOKEN";
/** Requests of the PDF route before the server listens (warmPdfRoute). */
const WARM_ROUTE_REQUESTS = 20;

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split("=", 2);
    if (names.includes(flag)) return inline ?? args[i + 1];
  }
  return fallback;
}

const port = Number(option(["-p", "--port"], process.env.PORT ?? 3000));
const hostname = option(["-H", "--hostname"], process.env.HOSTNAME ?? "0.0.0.0");
process.env.NODE_ENV = "production";
const token = randomBytes(18).toString("base64url");
process.env[SOCKET_ADDRESS_TOKEN_ENV] = token;

const app = next({ dev: false, hostname, port });
try {
  await app.prepare();
} catch (error) {
  // instrumentation.ts refuses a production start without APP_URL / NEXTAUTH_SECRET.
  console.error((error?.cause ?? error)?.message ?? error);
  process.exit(1);
}
// Next loads every route's code after prepare() without waiting for it, so the first requests of a
// fresh server competed with it (the first PDF download after a start: 4–9× a warm one; issue #30).
// Waiting for it here makes the server listen once its code is loaded. (An internal API of Next:
// if it goes away, the server starts as before.)
const nodeServer = await app.server?.getServer?.().catch(() => undefined);
await nodeServer?.unstable_preloadEntries?.().catch(() => undefined);
const handle = app.getRequestHandler();

// Next's own `compress` would also gzip every API answer, a 30-byte 401 included: measured 6 % of a
// request's CPU and 20 ms on a 1,000-invoice list (docs/benchmarks.md). API answers are small JSON
// pages or PDFs, so only what a browser loads to show a page is compressed: HTML, JS, CSS, SVG.
const isApi = (url = "") => url.startsWith("/api/");
const compress = compression({ filter: (request, response) => !isApi(request.url) && compression.filter(request, response) });

const serve = (request, response) => {
  request.headers[SOCKET_ADDRESS_HEADER] = `${token} ${request.socket.remoteAddress ?? "unknown"}`;
  if (isApi(request.url)) handle(request, response);
  else compress(request, response, () => handle(request, response));
};

await warmPdfRoute();
// The start leaves ≈ 100 MB of heap; collected now, not during the first download.
collectGarbage();
const server = http.createServer(serve);
server.listen(port, hostname, () => {
  console.log(`▲ InvoiceFlow ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});
/**
 * Next loads a route's code on its first request, and runs its request path cold: for the PDF
 * download that was ≈ 150 ms of the first download after a start on a busy machine (issue #30).
 * One request of the route with a session cookie that no session has loads it, runs its session
 * lookup and is answered 401, before the server listens: on a loopback port of its own, closed
 * after, so the first client (and the first /api/health) finds the route ready. Sent after the
 * listen before, it ran beside the first requests, and took the main thread from them.
 * (The PDF workers and the download's reads were readied before, in instrumentation.ts.)
 */
async function warmPdfRoute() {
  const warm = http.createServer(serve);
  try {
    await new Promise((resolve, reject) => warm.once("error", reject).listen(0, "127.0.0.1", resolve));
    const { port: warmPort } = warm.address();
    // A few times, so that V8 has optimized some of Next's request path too (it still was on the
    // first downloads after one request: --trace-opt).
    for (let n = 0; n < WARM_ROUTE_REQUESTS; n += 1) {
      const response = await fetch(`http://127.0.0.1:${warmPort}/api/invoices/00000000-0000-0000-0000-000000000000/pdf`, {
        headers: { cookie: `next-auth.session-token=${"warm-up".padEnd(43, "0")}` },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
    }
  } catch {
    // Not fatal: the first download loads the route instead.
  } finally {
    warm.close();
    warm.closeAllConnections();
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
