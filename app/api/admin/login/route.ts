import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { route } from "@/lib/http/route";

// POST /api/admin/login - the same password check as /api/login, for admins only (same 401 otherwise); starts a session
export const POST = route({ requires: "nobody", schemas: { body: loginSchema } }, async (request, { body }) => {
  const { user, sessionToken } = await signInWithPassword(request, body, { requireAdmin: true });
  return withSessionCookie(request, user, sessionToken);
});
