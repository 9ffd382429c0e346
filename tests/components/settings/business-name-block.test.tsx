import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { BusinessNameBlock } from "@/components/settings/business-name-block";
import { ALEX, FREE_CHANGE_LEFT, mockFetch, renderWithClient, sentBody, WAIT_3D_5H } from "./settings-test-utils";

afterEach(() => act(() => void toast.dismiss()));

const POLICY = "GET /api/user/company-name-policy";
const CHECK = "POST /api/user/check-company-name-eligibility";
const SAVE = "PUT /api/user/settings";

describe("BusinessNameBlock", () => {
  test("shows the update button only for a different name, and changes it after the eligibility check", async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch({
      [POLICY]: () => ({ body: FREE_CHANGE_LEFT }),
      [CHECK]: () => ({ body: FREE_CHANGE_LEFT }),
      [SAVE]: () =>
        new Promise(
          (resolve) => (release = () => resolve({ body: { ...ALEX, username: "Alex Carter Design", company: "Alex Carter Design" } })),
        ),
      "GET /api/user": () => ({ body: { ...ALEX, username: "Alex Carter Design", company: "Alex Carter Design" } }),
    });
    const { user } = renderWithClient(<BusinessNameBlock user={ALEX} />);

    expect(await screen.findByText(/You have 1 free name change left/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Name" })).not.toBeInTheDocument();

    const input = screen.getByLabelText("Name");
    await user.clear(input);
    await user.type(input, "  Alex Carter  ");
    expect(screen.queryByRole("button", { name: "Update Name" })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, "Alex Carter Design");
    await user.click(screen.getByRole("button", { name: "Update Name" }));
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    act(() => release());

    expect(await screen.findByText("Business name updated")).toBeInTheDocument();
    expect(sentBody(fetchMock, CHECK)).toEqual({ newCompanyName: "Alex Carter Design" });
    expect(sentBody(fetchMock, SAVE)).toEqual({ company: "Alex Carter Design" });
  });

  test("shows 'Change Not Allowed' with the reason instead of the button during the cooldown", async () => {
    mockFetch({ [POLICY]: () => ({ body: WAIT_3D_5H }) });
    const { user } = renderWithClient(
      <BusinessNameBlock user={{ ...ALEX, businessType: "business", company: "Acme AB", username: "Acme AB" }} />,
    );

    expect(await screen.findByText(/Next change possible in 3d 5h/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Business name"), " Group");
    expect(screen.queryByRole("button", { name: /Update/ })).not.toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Change Not Allowed");
    expect(alert).toHaveTextContent(WAIT_3D_5H.reason);
  });

  test("says when the policy can't be loaded", async () => {
    mockFetch({ [POLICY]: () => ({ status: 500, body: { message: "boom" } }) });
    renderWithClient(<BusinessNameBlock user={ALEX} />);
    expect(await screen.findByText("Failed to load name change policy")).toBeInTheDocument();
  });

  test("a refused eligibility check shows 'Change Not Allowed' and changes nothing", async () => {
    const fetchMock = mockFetch({ [POLICY]: () => ({ body: FREE_CHANGE_LEFT }), [CHECK]: () => ({ body: WAIT_3D_5H }) });
    const { user } = renderWithClient(<BusinessNameBlock user={ALEX} />);
    await screen.findByText(/free name change left/);
    await user.type(screen.getByLabelText("Name"), " Jr");
    await user.click(screen.getByRole("button", { name: "Update Name" }));
    expect(await screen.findByText("Change Not Allowed")).toBeInTheDocument();
    expect(screen.getByText(WAIT_3D_5H.reason)).toBeInTheDocument();
    expect(sentBody(fetchMock, SAVE)).toBeUndefined();
  });

  test("a failed update shows 'Update Failed' / 'Failed to update company name'", async () => {
    mockFetch({
      [POLICY]: () => ({ body: FREE_CHANGE_LEFT }),
      [CHECK]: () => ({ body: FREE_CHANGE_LEFT }),
      [SAVE]: () => ({ status: 500, body: { message: "Something went wrong. Please try again." } }),
    });
    const { user } = renderWithClient(<BusinessNameBlock user={ALEX} />);
    await screen.findByText(/free name change left/);
    await user.type(screen.getByLabelText("Name"), " Jr");
    await user.click(screen.getByRole("button", { name: "Update Name" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to update company name")).toBeInTheDocument();
  });
});
