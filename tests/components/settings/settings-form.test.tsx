import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { SettingsForm } from "@/components/settings/settings-form";
import { ALEX, FREE_CHANGE_LEFT, mockFetch, renderWithClient, sentBody } from "./settings-test-utils";

afterEach(() => act(() => void toast.dismiss()));

// Radix's Checkbox measures itself with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const POLICY = { "GET /api/user/company-name-policy": () => ({ body: FREE_CHANGE_LEFT }) };

describe("SettingsForm", () => {
  test("an emptied required field gives the 'Required Fields Missing' toast and sends nothing", async () => {
    const fetchMock = mockFetch(POLICY);
    const { user } = renderWithClient(<SettingsForm user={ALEX} onUpgrade={() => {}} />);
    await user.clear(screen.getByLabelText(/^City/));
    await user.clear(screen.getByLabelText(/^Address/));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText("Required Fields Missing")).toBeInTheDocument();
    expect(screen.getByText("Please fill in: Address, City")).toBeInTheDocument();
    expect(screen.getByText("City is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });

  test("saves the whole form, normalised, shows 'Saving...' and then 'Settings updated'", async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch({
      ...POLICY,
      "PUT /api/user/settings": () =>
        new Promise((resolve) => (release = () => resolve({ body: { ...ALEX, iban: "DE89370400440532013000" } }))),
      "GET /api/user": () => ({ body: ALEX }),
    });
    const { user } = renderWithClient(<SettingsForm user={ALEX} onUpgrade={() => {}} />);
    await user.type(screen.getByLabelText("IBAN"), "de89 3704 0044 0532 0130 00");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));

    for (const button of await screen.findAllByRole("button", { name: "Saving..." })) expect(button).toBeDisabled();
    act(() => release());
    expect(await screen.findByText("Settings updated")).toBeInTheDocument();
    expect(screen.getByText("Your settings have been saved successfully")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/user/settings")).toMatchObject({
      email: "alex@example.com",
      address: "742 Evergreen Terrace",
      iban: "DE89370400440532013000",
      defaultCurrency: "EUR",
      defaultLanguage: "sv",
      phone: "+1 415 555 0134",
      website: null,
    });
    expect(screen.getByLabelText("IBAN")).toHaveValue("DE89 3704 0044 0532 0130 00");
  });

  test("shows a field's own message for an invalid IBAN", async () => {
    mockFetch(POLICY);
    const { user } = renderWithClient(<SettingsForm user={ALEX} onUpgrade={() => {}} />);
    await user.type(screen.getByLabelText("IBAN"), "DE89 3704 0044 0532 0130 01");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("The IBAN's check digits don't match: please check it for typos")).toBeInTheDocument();
  });

  test("the account type switches between the business block and the private notice; the tax label follows the country", async () => {
    mockFetch(POLICY);
    const { user } = renderWithClient(<SettingsForm user={ALEX} onUpgrade={() => {}} />);
    expect(screen.getByText(/As a private person you only need your name and address/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Organization number/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Business" }));
    expect(screen.getByLabelText(/Organization number/)).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText(/^Sales Tax number/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), "SE");
    expect(screen.getByLabelText(/^VAT number/)).toBeInTheDocument();
    expect(screen.getByLabelText("Registered for the EU One-Stop-Shop (OSS)")).toBeInTheDocument();
  });

  test("Reset to Defaults sets USD, English and private person in the form", async () => {
    mockFetch(POLICY);
    const { user } = renderWithClient(<SettingsForm user={{ ...ALEX, businessType: "business" }} onUpgrade={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Reset to Defaults" }));
    expect(screen.getByLabelText("Default currency")).toHaveValue("USD");
    expect(screen.getByLabelText("Default language")).toHaveValue("en");
    expect(screen.getByRole("radio", { name: "Private person" })).toBeChecked();
  });

  test("a Free user sees the premium templates marked Pro and the logo upload locked", async () => {
    mockFetch(POLICY);
    const onUpgrade = jest.fn();
    const { user } = renderWithClient(<SettingsForm user={ALEX} onUpgrade={onUpgrade} />);
    const templates = screen.getByRole("group", { name: "Invoice template" });
    expect(within(templates).getByRole("radio", { name: /Classic/ })).toBeChecked();
    for (const name of [/Modern/, /Minimal/, /Corporate/]) expect(within(templates).getByRole("radio", { name })).toBeDisabled();
    expect(within(templates).getAllByText("Pro")).toHaveLength(3);

    expect(screen.getByText("Logo upload is available for Pro users only")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  test("a Pro user can pick every template and has the logo upload", async () => {
    mockFetch(POLICY);
    renderWithClient(<SettingsForm user={{ ...ALEX, isPro: true }} onUpgrade={() => {}} />);
    const templates = screen.getByRole("group", { name: "Invoice template" });
    for (const name of [/Modern/, /Minimal/, /Corporate/]) expect(within(templates).getByRole("radio", { name })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Upload Logo" })).toBeInTheDocument();
  });

  test("finding 5: an unverified address shows 'E-mail not verified' with a resend button that does not submit the form", async () => {
    const fetchMock = mockFetch({
      "GET /api/user/company-name-policy": () => ({ body: FREE_CHANGE_LEFT }),
      "POST /api/user/resend-verification": () => ({ body: { alreadyVerified: false, sentTo: ALEX.email } }),
    });
    const { user } = renderWithClient(<SettingsForm user={{ ...ALEX, emailVerified: false }} onUpgrade={() => {}} />);

    const notice = screen.getByText("E-mail not verified").closest("[data-slot=alert]") as HTMLElement;
    expect(within(notice).getByText(/Open the link we sent to alex@example.com/)).toBeInTheDocument();
    await user.click(within(notice).getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByText("Verification e-mail sent")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`)).not.toContain(
      "PUT /api/user/settings",
    );
  });

  test("a verified address shows no notice", () => {
    mockFetch({ "GET /api/user/company-name-policy": () => ({ body: FREE_CHANGE_LEFT }) });
    renderWithClient(<SettingsForm user={ALEX} onUpgrade={() => {}} />);
    expect(screen.queryByText("E-mail not verified")).not.toBeInTheDocument();
  });
});
