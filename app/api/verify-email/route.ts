import { INVALID_LINK_PAGE, VERIFIED_PAGE, verificationLinkQuerySchema, verifyEmailToken } from "@/lib/auth/email-verification";
import { route } from "@/lib/http/route";

export const runtime = "nodejs";

// GET /api/verify-email?token=… - the link of the signup mail: confirm the address, then 303 to the result page
export const GET = route({ requires: "nobody", schemas: { query: verificationLinkQuerySchema } }, async (_request, { query }) => {
  const isVerified = await verifyEmailToken(query.token);
  // A relative Location is valid HTTP and stays on whatever host the visitor used, proxy or not.
  return new Response(null, { status: 303, headers: { Location: isVerified ? VERIFIED_PAGE : INVALID_LINK_PAGE } });
});
