import { setupTwoFactor } from "@/lib/auth/two-factor/manage-two-factor";
import { route } from "@/lib/http/route";

// POST /api/user/2fa/setup - a new TOTP secret (not yet in force) and its otpauth:// URI for the QR code
export const POST = route({ requires: "user" }, async (_request, { user }) => Response.json(await setupTwoFactor(user)));
