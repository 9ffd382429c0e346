import { route } from "@/lib/http/route";
import { resendVerification } from "@/lib/auth/resend-verification";

// Talks to a mail provider: Node APIs (net, Buffer).
export const runtime = "nodejs";

// POST /api/user/resend-verification - mail a new e-mail verification link; {alreadyVerified:true} when there is nothing to verify
export const POST = route({ requires: "user" }, async (request, { user }) =>
  Response.json(await resendVerification(user, new URL(request.url).origin)),
);
