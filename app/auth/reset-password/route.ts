import { submitResetPasswordForm } from "@/lib/auth/forms/password-reset-forms";

export const dynamic = "force-dynamic";

// POST /auth/reset-password - /reset-password's form (no JavaScript): sets the new password and signs in; 303
export const POST = submitResetPasswordForm;
