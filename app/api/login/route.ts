import { loginSchema } from "@/lib/auth/schemas";
import { passwordAcceptedResponse } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { route } from "@/lib/http/route";

// POST /api/login - check e-mail and password, start a session, answer the user (with two-factor on: {twoFactorRequired: true} and no session)
export const POST = route({ requires: "nobody", schemas: { body: loginSchema } }, async (request, { body }) =>
  passwordAcceptedResponse(request, await signInWithPassword(request, body)),
);
