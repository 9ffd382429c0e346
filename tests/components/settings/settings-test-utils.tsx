import { mockFetch, sentBody } from "@/tests/support/mock-fetch";
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
  bankgiro: null,
  plusgiro: null,
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
  remindersEnabled: false,
  reminderDays: [3, 14],
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

export { mockFetch, sentBody };
