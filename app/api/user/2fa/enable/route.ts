import { enableTwoFactor } from "@/lib/auth/two-factor/manage-two-factor";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schemas";
import { route } from "@/lib/http/route";

// POST /api/user/2fa/enable - {code} from the app turns two-factor sign-in on; answers the 10 recovery codes, once
export const POST = route({ requires: "user", schemas: { body: twoFactorCodeSchema } }, async (_request, { user, body }) =>
  Response.json(await enableTwoFactor(user.id, body.code)),
);
