import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/api-client/query-client";
import type { Customer } from "@/lib/customers/customer-select";

export const MUELLER: Customer = {
  id: "cust-1",
  customerType: "business",
  name: "Müller & Söhne GmbH",
  email: "rechnung@mueller-soehne.test",
  phone: "+49 30 1234567",
  address: "Friedrichstraße 123",
  city: "Berlin",
  postalCode: "10117",
  country: "DE",
  vatNumber: "DE136695976",
  organizationNumber: "HRB 12345",
  invoiceReference: "Bestellung 2026-118",
  createdAt: new Date("2026-01-02T10:00:00Z"),
  updatedAt: new Date("2026-01-02T10:00:00Z"),
};

type Reply = { status?: number; body?: unknown };
type Route = (init: RequestInit | undefined) => Reply;

/** A fake `fetch` answering "METHOD /path" keys; every call is recorded for assertions. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    const { status = 200, body = null } = route(init);
    // jsdom has no Response; apiRequest and the default query fn read only these members.
    const text = JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the recorded call for `key`. */
export function sentBody(fetchMock: jest.Mock, key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

export function renderWithClient(ui: React.ReactElement) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}
