import { TextEncoder as NodeTextEncoder } from "node:util";
import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { SecurityCard } from "@/components/settings/security-card";
import { mockFetch, renderWithClient, sentBody } from "./settings-test-utils";

afterEach(() => act(() => void toast.dismiss()));

// The QR encoder reads text through TextEncoder, which jsdom lacks (browsers have it).
beforeAll(() => {
  global.TextEncoder ??= NodeTextEncoder as typeof global.TextEncoder;
});

const URI = "otpauth://totp/InvoiceFlow:alex%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=InvoiceFlow&algorithm=SHA1&digits=6&period=30";

describe("SecurityCard (issue #26)", () => {
  test("sets two-factor sign-in up: a QR code and the key, then the first code turns it on and shows the recovery codes once", async () => {
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CC${String(i).padStart(2, "0")}`);
    const fetchMock = mockFetch({
      "GET /api/user/2fa": () => ({ body: { enabled, recoveryCodesLeft: enabled ? 10 : 0 } }),
      "POST /api/user/2fa/setup": () => ({ body: { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: URI } }),
      "POST /api/user/2fa/enable": () => {
        enabled = true;
        return { body: { recoveryCodes: codes } };
      },
    });
    const { user } = renderWithClient(<SecurityCard />);
    await user.click(await screen.findByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toBeInTheDocument();
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("list", { name: "Recovery codes" })).toHaveTextContent(codes[9]!);
    expect(sentBody(fetchMock, "POST /api/user/2fa/enable")).toEqual({ code: "123456" });
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  test("a wrong first code shows the server's message", async () => {
    mockFetch({
      "GET /api/user/2fa": () => ({ body: { enabled: false, recoveryCodesLeft: 0 } }),
      "POST /api/user/2fa/setup": () => ({ body: { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: URI } }),
      "POST /api/user/2fa/enable": () => ({
        status: 400,
        body: { message: "That code is not right. Enter the 6-digit code your authenticator app shows now." },
      }),
    });
    const { user } = renderWithClient(<SecurityCard />);
    await user.click(await screen.findByRole("button", { name: "Set up two-factor sign-in" }));
    await user.type(await screen.findByLabelText("Code from the app"), "000000");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
  });
});
