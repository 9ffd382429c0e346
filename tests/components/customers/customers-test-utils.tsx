import { mockFetch, sentBody } from "@/tests/support/mock-fetch";
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
  vatCheck: null,
};

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

export { mockFetch, sentBody };
