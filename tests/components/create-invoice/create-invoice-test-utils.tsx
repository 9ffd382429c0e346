import { mockFetch, sentBody, type Route } from "@/tests/support/mock-fetch";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/api-client/query-client";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";

/** A VAT-registered Swedish studio with a complete profile and two bank details. */
export const SWEDISH_SUPPLIER: PublicUser = {
  id: "user-1",
  email: "anna@bergstudio.test",
  username: "Anna Berg",
  company: "Berg Studio AB",
  businessType: "business",
  phone: null,
  address: "Storgatan 1",
  city: "Uppsala",
  postalCode: "753 20",
  country: "SE",
  organizationNumber: "556036-0793",
  vatNumber: "SE556036079301",
  website: null,
  bankName: "Nordbanken",
  bankAccountNumber: null,
  iban: "SE4550000000058398257466",
  swiftCode: "ESSESESS",
  routingNumber: null,
  paypalEmail: null,
  bankgiro: null,
  plusgiro: null,
  logoData: null,
  logoMimeType: null,
  isPro: false,
  isAdmin: false,
  isActive: true,
  defaultCurrency: "SEK",
  defaultLanguage: "en",
  defaultTemplate: "classic",
  countryPreset: "global",
  vatRegistered: true,
  defaultVATRate: null,
  vatRate: null,
  supplyType: "services",
  ossRegistered: false,
  attachFacturX: false,
  remindersEnabled: false,
  reminderDays: [3, 14],
  emailVerified: true,
  createdAt: "2026-01-02T10:00:00.000Z",
};

const customer = (fields: Partial<Customer> & Pick<Customer, "id" | "name" | "country">): Customer => ({
  customerType: "business",
  email: "billing@example.test",
  phone: null,
  address: null,
  city: null,
  postalCode: null,
  vatNumber: null,
  organizationNumber: null,
  invoiceReference: null,
  createdAt: new Date("2026-01-02T10:00:00Z"),
  updatedAt: new Date("2026-01-02T10:00:00Z"),
  vatCheck: null,
  ...fields,
});

export const UPPSALA_BYRA = customer({ id: "cust-se", name: "Uppsala Byrå AB", country: "SE", vatNumber: "SE556036079301" });
export const MUELLER = customer({ id: "cust-de", name: "Müller GmbH", country: "DE", vatNumber: "DE136695976" });

export const COMPLETE_PROFILE = { isValid: true, missingFields: [], message: "Your profile is complete." };

/** The answers the form needs to open; `routes` adds or replaces some. */
export function formRoutes(routes: Record<string, Route> = {}): Record<string, Route> {
  return {
    "GET /api/user/profile-validation": () => ({ body: COMPLETE_PROFILE }),
    "GET /api/customers?limit=200": () => ({ body: [UPPSALA_BYRA, MUELLER] }),
    "POST /api/invoices/reserve-number": () => ({ body: { nextNumber: "INV-1004" } }),
    "GET /api/dashboard/stats": () => ({ body: { totalInvoices: 3, totalCustomers: 2, remainingInvoices: 2 } }),
    ...routes,
  };
}

export function calls(fetchMock: jest.Mock, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
}

/** Renders with a fresh query client whose current user is already known (the shell seeds it so). */
export function renderWithUser(
  ui: React.ReactElement,
  user: PublicUser = SWEDISH_SUPPLIER,
  queryClient: QueryClient = createQueryClient(),
): { user: UserEvent; queryClient: QueryClient } {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  // No pause between keystrokes: these flows type a lot, and the pauses only add time.
  return { user: userEvent.setup({ delay: null }), queryClient };
}

/**
 * Waits for the whole invoice form: its first card (the number reserved for it) and the cards the
 * form mounts just after it (useAfterFirstPaint).
 */
export async function findInvoiceForm() {
  await screen.findByDisplayValue("INV-1004");
  await screen.findByLabelText("Description of item 1");
}

/** Picks an option of a dropdown (a native select) by its label and the option's text. */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  const select = screen.getByRole("combobox", { name: label });
  await user.selectOptions(select, within(select).getByRole("option", { name: option }));
}

/** Fills item `index` (0-based) of the form. */
export async function fillItem(user: UserEvent, index: number, item: { description: string; quantity: string; price: string }) {
  const number = index + 1;
  await user.type(screen.getByLabelText(`Description of item ${number}`), item.description);
  const quantity = screen.getByLabelText(`Quantity of item ${number}`);
  await user.clear(quantity);
  await user.type(quantity, item.quantity);
  await user.type(screen.getByLabelText(`Price of item ${number}`), item.price);
}

// Radix (the dialogs, the customer form's selects) relies on browser APIs that jsdom does not implement.
export function polyfillPointerApis() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

export { mockFetch, sentBody };
