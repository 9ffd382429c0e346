import http from "node:http";
import type { AddressInfo } from "node:net";

export type ResendRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeResend = {
  /** base URL for RESEND_BASE_URL */
  url: string;
  requests: ResendRequest[];
  /** every following request gets this answer instead of a success */
  failWith: (status: number, body: unknown) => void;
  close: () => Promise<void>;
};

/**
 * Stands in for api.resend.com (unreachable here): a node:http server on 127.0.0.1 that records
 * each request and answers POST /emails like Resend does, `200 {"id": "…"}`, until told to fail.
 */
export async function startFakeResend(): Promise<FakeResend> {
  const requests: ResendRequest[] = [];
  let failure: { status: number; body: unknown } | null = null;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      const [status, body] = failure ? [failure.status, failure.body] : [200, { id: `email_${requests.length}` }];
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status, body) => {
      failure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
