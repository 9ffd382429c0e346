import { route } from "@/lib/http/route";
import { readJson } from "@/lib/http/read-json";
import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";

// POST /api/login - check e-mail and password, start a session, answer the user
export const POST = route({ requires: "nobody" }, async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { user, sessionToken } = await signInWithPassword(request, credentials);
  return withSessionCookie(request, user, sessionToken);
});
