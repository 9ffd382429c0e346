import { userRoute } from "@/lib/api/route";
import { resendVerification } from "@/lib/auth/resend-verification";
import { EmailDeliveryError } from "@/lib/email";

// Talks to a mail provider: Node APIs (net, Buffer).
export const runtime = "nodejs";

// POST /api/user/resend-verification - mail a new e-mail verification link; {alreadyVerified:true} when there is nothing to verify
export const POST = userRoute(async (request, { user }) => {
  try {
    return Response.json(await resendVerification(user, new URL(request.url).origin));
  } catch (error) {
    if (!(error instanceof EmailDeliveryError)) throw error;
    console.warn(`[email] verification mail to user ${user.id} not sent (${error.transport}): ${error.message}`);
    return Response.json({ message: `Could not send the verification e-mail: ${error.message}` }, { status: 502 });
  }
});
