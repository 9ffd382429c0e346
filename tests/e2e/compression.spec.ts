import http from "node:http";
import { expect, test } from "@playwright/test";

// Issue #15: `npm start` (which these tests run) must serve pages, scripts and styles compressed,
// and leave API answers as they are (docs/benchmarks.md: gzip cost the invoice API CPU).
function get(
  baseURL: string,
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; encoding: string | undefined; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers["content-encoding"],
            type: response.headers["content-type"],
            body: Buffer.concat(chunks).toString("latin1"),
          }),
        );
      })
      .on("error", reject);
  });
}

test("pages, scripts and styles are compressed; API answers are not", async ({ baseURL }) => {
  const home = await get(baseURL!, "/", "gzip, deflate, br");
  expect(home.status).toBe(200);
  expect(home.encoding).toBe("br");

  // The home page ships no script (pages/): a hydrated public page names the build's scripts.
  const plain = await get(baseURL!, "/about", "identity");
  expect(plain.encoding).toBeUndefined();
  const script = /\/_next\/static\/[^"]+\.js/.exec(plain.body)?.[0];
  const style = /\/_next\/static\/[^"]+\.css/.exec(plain.body)?.[0];
  expect(script).toBeDefined();
  expect(style).toBeDefined();
  expect((await get(baseURL!, script!, "gzip")).encoding).toBe("gzip");
  expect((await get(baseURL!, style!, "gzip, br")).encoding).toBe("br");

  const health = await get(baseURL!, "/api/health", "gzip, deflate, br");
  expect(health.status).toBe(200);
  expect(health.encoding).toBeUndefined();
  expect(JSON.parse(health.body)).toEqual({ status: "ok", db: "ok" });
});
