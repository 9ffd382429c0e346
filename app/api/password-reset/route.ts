import { requestPasswordReset } from "@/lib/auth/password-reset/request-password-reset";
import { passwordResetRequestSchema } from "@/lib/auth/password-reset/schemas";
import { route } from "@/lib/http/route";

// POST /api/password-reset - {email}: mails a single-use link valid 1 hour if the address has an account; the same answer for any address
export const POST = route({ requires: "nobody", schemas: { body: passwordResetRequestSchema } }, async (request, { body }) =>
  Response.json(await requestPasswordReset(request, body.email)),
);
