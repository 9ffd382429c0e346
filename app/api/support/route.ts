import { clientAddress } from "@/lib/http/client-address";
import { currentUser, route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { notifySupport } from "@/lib/support/notify-support";
import { submitSupportRequest, SUPPORT_RATE_LIMIT } from "@/lib/support/submit-support-request";
import { supportRequestSchema } from "@/lib/support/support-schema";

// POST /api/support - store a support request, file it in the admin center's inbox and mail it to
// SUPPORT_EMAIL when set; open to visitors, limited per address (a request the form refuses uses up no attempt)
export const POST = route({ requires: "nobody", schemas: { body: supportRequestSchema } }, async (request, { body }) => {
  await consumeRateLimit(SUPPORT_RATE_LIMIT, clientAddress(request));
  const user = await currentUser(request);
  const stored = await submitSupportRequest(body, { userId: user?.id ?? null, userAgent: request.headers.get("user-agent") });
  await notifySupport(body);
  return Response.json({ message: "Support Request Sent!", ...stored }, { status: 201 });
});
