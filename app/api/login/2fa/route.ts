import { twoFactorCompletedResponse } from "@/lib/auth/session-response";
import { completeTwoFactorSignIn } from "@/lib/auth/two-factor/complete-two-factor";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schemas";
import { route } from "@/lib/http/route";

// POST /api/login/2fa - the second step of a sign-in with two-factor on: {code} (or a recovery code) within 5 minutes; starts the session
export const POST = route({ requires: "nobody", schemas: { body: twoFactorCodeSchema } }, async (request, { body }) => {
  const { user, sessionToken } = await completeTwoFactorSignIn(request, body.code);
  return twoFactorCompletedResponse(request, user, sessionToken);
});
