import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../schemas";

const CODE_REQUIRED = "Enter the code from your authenticator app or one of your recovery codes";

/** A 6-digit code or a recovery code ("K7QX-M2PA-9TRE"), as typed. */
export const twoFactorCodeField = z.string({ error: CODE_REQUIRED }).trim().min(1, CODE_REQUIRED).max(40, CODE_REQUIRED);

export const twoFactorCodeSchema = z.object({ code: twoFactorCodeField });

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeField,
});
