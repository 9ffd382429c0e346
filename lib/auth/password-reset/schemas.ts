import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTER_MESSAGES } from "../schemas";

/** POST /api/password-reset: the address typed into "Forgot password?". */
export const passwordResetRequestSchema = z.object({
  email: z.string({ error: "Enter your e-mail address" }).trim().toLowerCase().min(1, "Enter your e-mail address").max(320),
});

/** The new password follows signup's rules (the common-password check runs on the server: ./confirm-password-reset.ts). */
export const newPasswordField = z
  .string({ error: REGISTER_MESSAGES.passwordRequired })
  .min(1, REGISTER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, REGISTER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, REGISTER_MESSAGES.passwordTooLong);

export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: "The reset link is incomplete" }).min(1, "The reset link is incomplete").max(200),
  password: newPasswordField,
});
