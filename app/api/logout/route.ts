import { currentUser, route } from "@/lib/http/route";
import { endSession } from "@/lib/auth/session";
import { withoutSessionCookie } from "@/lib/auth/session-response";

// POST /api/logout - end this session on the server and drop the cookie (also fine when signed out)
export const POST = route({ requires: "nobody" }, async (request) => {
  const user = await currentUser(request);
  if (user) await endSession(user.sessionId);
  return withoutSessionCookie({ message: "Logged out successfully" });
});
