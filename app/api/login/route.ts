import { publicRoute } from "@/lib/api/route";
import { readJson } from "@/lib/api/read-json";
import { loginUser } from "@/lib/auth/login-user";
import { clientIp, consumeRateLimit, RATE_LIMITS } from "@/lib/auth/rate-limit";
import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookie } from "@/lib/auth/session-response";

// POST /api/login - check e-mail and password, start a session, answer the user
export const POST = publicRoute(async (request) => {
  const credentials = await readJson(request, loginSchema);
  await consumeRateLimit(RATE_LIMITS.loginPerIp, clientIp(request));
  await consumeRateLimit(RATE_LIMITS.loginPerAccount, credentials.email);
  const { user, sessionToken } = await loginUser(credentials, request.headers.get("user-agent"));
  return withSessionCookie(request, user, sessionToken);
});
