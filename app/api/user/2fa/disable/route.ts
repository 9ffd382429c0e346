import { disableTwoFactor } from "@/lib/auth/two-factor/manage-two-factor";
import { disableTwoFactorSchema } from "@/lib/auth/two-factor/schemas";
import { route } from "@/lib/http/route";

// POST /api/user/2fa/disable - {password, code} turns two-factor sign-in off
export const POST = route({ requires: "user", schemas: { body: disableTwoFactorSchema } }, async (_request, { user, body }) => {
  await disableTwoFactor(user.id, body.password, body.code);
  return Response.json({ enabled: false });
});
