import "server-only";
import { isCommonPassword } from "./common-passwords";
import { REGISTER_MESSAGES, registerSchema } from "./schemas";

/**
 * The registration schema as POST /api/register applies it: the form's own rules (registerSchema,
 * shared with the signup form) plus the check against the common-password list, which stays on
 * the server. The form shows the refusal under the password field when the server answers.
 */
export const serverRegisterSchema = registerSchema.superRefine((data, ctx) => {
  if (isCommonPassword(data.password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: REGISTER_MESSAGES.passwordTooCommon });
  }
});
