import { act, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { PaymentSuccessAlert } from "@/components/settings/payment-success-alert";
import { usePaymentReturn } from "@/components/settings/use-payment-return";
import { callsTo } from "@/tests/support/mock-fetch";
import { ALEX, mockFetch, renderWithClient } from "./settings-test-utils";

jest.mock("@/lib/analytics/track-event", () => ({ trackEvent: jest.fn() }));
afterEach(() => act(() => void toast.dismiss()));

function PaymentReturnProbe() {
  const outcome = usePaymentReturn(true, true);
  return (
    <>
      <p data-testid="outcome">{String(outcome)}</p>
      <PaymentSuccessAlert outcome={outcome} onDismiss={() => {}} />
    </>
  );
}

const SWEDISH_FAILURE = /betalningsmetod|prenumerationen kunde inte/i;

// Issue #24, item 5: /settings?payment=success shows an activation result only after a real attempt, in English.
describe("the return to /settings?payment=success", () => {
  test.each([
    [
      "no subscription was ever started (a Free user who opened the address)",
      404,
      "not_found",
      "No subscription was started for this account.",
    ],
    ["payments are not configured on this server", 503, "not_configured", "Payments are not configured on this server."],
  ])("%s: no message at all", async (_case, status, code, message) => {
    const fetchMock = mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "POST /api/activate-subscription": () => ({ status, body: { message, code, error: { message } } }),
    });
    renderWithClient(<PaymentReturnProbe />);
    await waitFor(() => expect(screen.getByTestId("outcome")).toHaveTextContent("null"));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/activate-subscription")).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId("outcome")).toHaveTextContent("null"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(SWEDISH_FAILURE)).not.toBeInTheDocument();
    expect(screen.queryByText("Prenumeration aktiverad!")).not.toBeInTheDocument();
  });

  test("a subscription that Stripe has not activated: the failure, in the UI's language (English)", async () => {
    mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "POST /api/activate-subscription": () => ({
        status: 409,
        body: {
          message: "The subscription is not active yet.",
          code: "conflict",
          error: { message: "The subscription is not active yet." },
        },
      }),
    });
    renderWithClient(<PaymentReturnProbe />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your subscription could not be activated");
    expect(alert).toHaveTextContent("Contact support");
    expect(screen.queryByText(SWEDISH_FAILURE)).not.toBeInTheDocument();
  });

  test("an activation that worked: the user is Pro and is congratulated", async () => {
    let isPro = false;
    mockFetch({
      "GET /api/user": () => ({ body: { ...ALEX, isPro } }),
      "POST /api/activate-subscription": () => {
        isPro = true;
        return { body: { isPro: true, status: "active" } };
      },
    });
    renderWithClient(<PaymentReturnProbe />);
    await waitFor(() => expect(screen.getByTestId("outcome")).toHaveTextContent("activated"));
    expect(screen.getByRole("status")).toHaveTextContent("Prenumeration aktiverad!");
  });
});
