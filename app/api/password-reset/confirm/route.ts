import { confirmPasswordReset } from "@/lib/auth/password-reset/confirm-password-reset";
import { passwordResetConfirmSchema } from "@/lib/auth/password-reset/schemas";
import { passwordAcceptedResponse } from "@/lib/auth/session-response";
import { route } from "@/lib/http/route";

// POST /api/password-reset/confirm - {token, password}: sets the new password, ends every other session, signs in (or asks for the two-factor code)
export const POST = route({ requires: "nobody", schemas: { body: passwordResetConfirmSchema } }, async (request, { body }) =>
  passwordAcceptedResponse(request, await confirmPasswordReset(request, body.token, body.password)),
);
