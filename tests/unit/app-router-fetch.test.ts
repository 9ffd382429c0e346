import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { GetServerSidePropsContext } from "next";
import { requestHeaderProps } from "@/components/marketing/static-page";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";

// The pages without JavaScript answer the app router's data requests with an empty 204, behind a
// real HTTP server here so the answer is what a browser reads.
let server: Server;
let base: string;
const rendered: string[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const result = await requestHeaderProps({ req, res, query: {}, resolvedUrl: req.url ?? "/" } as unknown as GetServerSidePropsContext);
    if (res.writableEnded) return;
    rendered.push(JSON.stringify(result));
    res.end("<html>the page</html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("answeredAppRouterFetch", () => {
  it("answers a router fetch (rsc: 1) with an empty 204 that no cache mixes up with the page", async () => {
    const response = await fetch(`${base}/pricing?_rsc=abc`, { headers: { rsc: "1", "next-router-prefetch": "1" } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("vary")).toBe("rsc");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a page load to the page", async () => {
    rendered.length = 0;
    const response = await fetch(`${base}/pricing`, { headers: { cookie: "invoiceflow-signed-in=1", "x-nonce": "n0nce" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>the page</html>");
    expect(rendered).toEqual([JSON.stringify({ props: { isSignedIn: true, nonce: "n0nce" } })]);
  });

  it("says whether it answered", () => {
    const res = { statusCode: 200, setHeader: jest.fn(), end: jest.fn() };
    expect(answeredAppRouterFetch({ headers: {} } as never, res as never)).toBe(false);
    expect(res.end).not.toHaveBeenCalled();
    expect(answeredAppRouterFetch({ headers: { rsc: "1" } } as never, res as never)).toBe(true);
    expect(res.end).toHaveBeenCalledTimes(1);
  });
});
