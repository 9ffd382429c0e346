import { route } from "@/lib/http/route";
import { readJson } from "@/lib/http/read-json";
import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";

// POST /api/admin/login - the same password check as /api/login, for admins only (same 401 otherwise); starts a session
export const POST = route({ requires: "nobody" }, async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { user, sessionToken } = await signInWithPassword(request, credentials, { requireAdmin: true });
  return withSessionCookie(request, user, sessionToken);
});
