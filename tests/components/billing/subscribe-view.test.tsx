import { screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { SubscribeView } from "@/components/billing/subscribe-view";
import { ALEX, mockFetch, renderWithClient } from "../settings/settings-test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const CONFIGURED = { configured: true, publishableKey: "pk_test_x", proGrantedByAdmin: false, subscription: null };

describe("/subscribe", () => {
  afterEach(() => toast.dismiss());

  it("says upgrading is not available and to contact support, with no spinner and no subscription requested", async () => {
    const fetchMock = mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "GET /api/subscription": () => ({ body: { ...CONFIGURED, configured: false, publishableKey: null } }),
    });
    renderWithClient(<SubscribeView />);
    expect(await screen.findByText("Upgrading isn't available right now. Contact support to upgrade.")).toBeInTheDocument();
    // Issue #24 item 7: what a customer can do, not the operator's "not configured on this server".
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.queryByText("Initializing payment...")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Settings" })).toHaveAttribute("href", "/settings");
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`)).not.toContain(
      "POST /api/create-subscription",
    );
  });

  it("shows 'You're Already Pro!' to a Pro user", async () => {
    mockFetch({ "GET /api/user": () => ({ body: { ...ALEX, isPro: true } }), "GET /api/subscription": () => ({ body: CONFIGURED }) });
    renderWithClient(<SubscribeView />);
    expect(await screen.findByRole("heading", { name: "You're Already Pro!" })).toBeInTheDocument();
  });

  it("shows 'Initializing payment...' until the server answers, then 'Prenumerationsfel' with its message", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const fetchMock = mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "GET /api/subscription": () => ({ body: CONFIGURED }),
      "POST /api/create-subscription": () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithClient(<SubscribeView />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/create-subscription", expect.objectContaining({ method: "POST" })));
    expect(screen.getByText("Initializing payment...")).toBeInTheDocument();
    answer({
      status: 502,
      body: { message: "Could not reach the payment provider.", error: { message: "Could not reach the payment provider." } },
    });
    expect(await screen.findByText("Prenumerationsfel")).toBeInTheDocument();
    expect(screen.getAllByText("Could not reach the payment provider.")).toHaveLength(2); // the toast and the card
    expect(screen.getByRole("alert")).toHaveTextContent("Could not reach the payment provider.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("falls back to 'Kunde inte skapa prenumeration' when the server gives no message", async () => {
    mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "GET /api/subscription": () => ({ body: CONFIGURED }),
      "POST /api/create-subscription": () => ({ status: 500, body: {} }),
    });
    renderWithClient(<SubscribeView />);
    expect(await screen.findByText("Prenumerationsfel")).toBeInTheDocument();
    expect(screen.getAllByText("Kunde inte skapa prenumeration").length).toBeGreaterThan(0);
  });

  it("says 'Fel' when no payment secret arrives, and when the network fails", async () => {
    mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "GET /api/subscription": () => ({ body: CONFIGURED }),
      "POST /api/create-subscription": () => ({ body: {} }),
    });
    const { user } = renderWithClient(<SubscribeView />);
    expect(await screen.findByText("Fel")).toBeInTheDocument();
    expect(screen.getAllByText(/^Ingen betalningsnyckel mottogs från servern\./).length).toBeGreaterThan(0);

    mockFetch({
      "GET /api/user": () => ({ body: ALEX }),
      "GET /api/subscription": () => ({ body: CONFIGURED }),
      "POST /api/create-subscription": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Kunde inte initiera prenumerationen. Kontrollera din internetanslutning");
  });
});
