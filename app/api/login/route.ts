import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { route } from "@/lib/http/route";

// POST /api/login - check e-mail and password, start a session, answer the user
export const POST = route({ requires: "nobody", schemas: { body: loginSchema } }, async (request, { body }) => {
  const { user, sessionToken } = await signInWithPassword(request, body);
  return withSessionCookie(request, user, sessionToken);
});
