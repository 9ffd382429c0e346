export type Reply = { status?: number; body?: unknown; blob?: Blob; headers?: Record<string, string> };
export type Route = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/**
 * A fake `fetch` answering "METHOD /path?query" keys; every call is recorded for assertions.
 * jsdom has no Response, so the answer has only the members the app reads. A string body is sent
 * as it is.
 */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    const { status = 200, body = null, blob, headers = {} } = await route(init);
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: "",
      headers: { get: (name: string) => lowered[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => blob ?? new Blob([text]),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Calls of `fetch` whose "METHOD /path" equals `key`. */
export function callsTo(fetchMock: jest.Mock, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
}

/** The JSON body of the first recorded call for `key`. */
export function sentBody(fetchMock: jest.Mock, key: string): unknown {
  const [call] = callsTo(fetchMock, key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
}
