import { screen } from "@testing-library/react";
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

  it("says payments are not configured on this server, and offers no way to /subscribe", async () => {
    mockFetch({ "GET /api/subscription": () => ({ body: { ...STATUS, configured: false, publishableKey: null } }) });
    renderWithClient(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText(/Payments are not configured on this server\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Upgrade to Pro/ })).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Upgrade to Pro/ })).not.toBeInTheDocument();
  });
});
