import { loginSchema } from "@/lib/auth/schemas";
import { passwordAcceptedResponse } from "@/lib/auth/session-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { route } from "@/lib/http/route";

// POST /api/admin/login - the same password check as /api/login, for admins only (same 401 otherwise); starts a session or a two-factor challenge
export const POST = route({ requires: "nobody", schemas: { body: loginSchema } }, async (request, { body }) =>
  passwordAcceptedResponse(request, await signInWithPassword(request, body, { requireAdmin: true })),
);
