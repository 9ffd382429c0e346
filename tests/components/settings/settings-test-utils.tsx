import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/api-client/query-client";
import type { PublicUser } from "@/lib/auth/public-user";

export const ALEX: PublicUser = {
  id: "user-1",
  email: "alex@example.com",
  username: "Alex Carter",
  company: null,
  businessType: "private",
  phone: "+1 415 555 0134",
  address: "742 Evergreen Terrace",
  city: "Portland",
  postalCode: "97201",
  country: "US",
  organizationNumber: null,
  vatNumber: null,
  website: null,
  bankName: "First Federal Bank",
  bankAccountNumber: "000123456789",
  iban: null,
  swiftCode: null,
  routingNumber: "021000021",
  paypalEmail: null,
  logoData: null,
  logoMimeType: null,
  isPro: false,
  isAdmin: false,
  isActive: true,
  defaultCurrency: "EUR",
  defaultLanguage: "sv",
  defaultTemplate: "classic",
  countryPreset: "global",
  vatRegistered: false,
  defaultVATRate: null,
  vatRate: null,
  supplyType: "services",
  ossRegistered: false,
  attachFacturX: false,
  emailVerified: true,
  createdAt: "2026-01-02T10:00:00.000Z",
};

export const FREE_CHANGE_LEFT = {
  canChange: true,
  reason: null,
  freeChangesRemaining: 1,
  daysUntilNextFreeChange: 0,
  hoursUntilNextFreeChange: 0,
  nextChangeAt: null,
};

export const WAIT_3D_5H = {
  canChange: false,
  reason: "You must wait 3d 5h before changing your business name again.",
  freeChangesRemaining: 0,
  daysUntilNextFreeChange: 3,
  hoursUntilNextFreeChange: 5,
  nextChangeAt: "2026-01-10T10:00:00.000Z",
};

type Reply = { status?: number; body?: unknown };
type Route = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/** A fake `fetch` answering "METHOD /path" keys; every call is recorded. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    const { status = 200, body = null } = await route(init);
    const text = JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function sentBody(fetchMock: jest.Mock, key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

export function renderWithClient(ui: React.ReactElement) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}
