import { registerUser } from "@/lib/auth/register-user";
import { serverRegisterSchema } from "@/lib/auth/server-register-schema";
import { withSessionCookie } from "@/lib/auth/session-response";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { consumeRateLimit, RATE_LIMITS } from "@/lib/rate-limit/rate-limit";

// POST /api/register - create an account from the registration payload and sign it in. Every
// attempt counts against the address's limit, a malformed one too: the limit is taken before the body.
export const POST = route(
  {
    requires: "nobody",
    before: (request) => consumeRateLimit(RATE_LIMITS.registerPerIp, clientAddress(request)),
    schemas: { body: serverRegisterSchema },
  },
  async (request, { body }) => {
    const { user, sessionToken } = await registerUser(body, request.headers.get("user-agent"), new URL(request.url).origin);
    return withSessionCookie(request, user, sessionToken, 201);
  },
);
