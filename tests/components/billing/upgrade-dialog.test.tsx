import { screen } from "@testing-library/react";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { UpgradeDialog } from "@/components/settings/upgrade-dialog";
import { mockFetch, renderWithClient } from "../settings/settings-test-utils";

const STATUS = { configured: true, publishableKey: "pk_test_x", proGrantedByAdmin: false, subscription: null };

describe("the upgrade dialog", () => {
  it("leads to /subscribe when payments are configured", async () => {
    mockFetch({ "GET /api/subscription": () => ({ body: STATUS }) });
    renderWithClient(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole("link", { name: /Upgrade to Pro/ })).toHaveAttribute("href", "/subscribe");
    expect(screen.queryByText(/Payments are not configured/)).not.toBeInTheDocument();
  });

  it("says upgrading is not available and to contact support, and offers no way to /subscribe", async () => {
    mockFetch({ "GET /api/subscription": () => ({ body: { ...STATUS, configured: false, publishableKey: null } }) });
    renderWithClient(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText("Upgrading isn't available right now. Contact support to upgrade.")).toBeInTheDocument();
    // Issue #24 item 7: what a customer can do, not the operator's "not configured on this server".
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Upgrade to Pro/ })).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Upgrade to Pro/ })).not.toBeInTheDocument();
  });

  it("the Settings subscription card says the same to a Free user, without Stripe keys", async () => {
    mockFetch({ "GET /api/subscription": () => ({ body: { ...STATUS, configured: false, publishableKey: null } }) });
    renderWithClient(<SubscriptionCard isPro={false} />);
    expect(await screen.findByText("Upgrading isn't available right now. Contact support to upgrade.")).toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
  });
});
