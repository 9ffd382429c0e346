import { route } from "@/lib/http/route";
import { readJson } from "@/lib/http/read-json";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/rate-limit/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { registerUser } from "@/lib/auth/register-user";
import { serverRegisterSchema } from "@/lib/auth/server-register-schema";
import { withSessionCookie } from "@/lib/auth/session-response";

// POST /api/register - create an account from the registration payload and sign it in
export const POST = route({ requires: "nobody" }, async (request) => {
  await consumeRateLimit(RATE_LIMITS.registerPerIp, clientAddress(request));
  const data = await readJson(request, serverRegisterSchema);
  const { user, sessionToken } = await registerUser(data, request.headers.get("user-agent"), new URL(request.url).origin);
  return withSessionCookie(request, user, sessionToken, 201);
});
