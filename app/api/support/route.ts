import { readJson } from "@/lib/http/read-json";
import { currentUser, route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { submitSupportRequest, SUPPORT_RATE_LIMIT } from "@/lib/support/submit-support-request";
import { supportRequestSchema } from "@/lib/support/support-schema";

// POST /api/support - store a support request (category bug also files a bug report); open to visitors, limited per address
export const POST = route({ requires: "nobody" }, async (request) => {
  const data = await readJson(request, supportRequestSchema);
  await consumeRateLimit(SUPPORT_RATE_LIMIT, clientAddress(request));
  const user = await currentUser(request);
  const stored = await submitSupportRequest(data, { userId: user?.id ?? null, userAgent: request.headers.get("user-agent") });
  return Response.json({ message: "Support Request Sent!", ...stored }, { status: 201 });
});
