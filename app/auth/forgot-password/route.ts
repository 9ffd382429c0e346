import { submitForgotPasswordForm } from "@/lib/auth/forms/password-reset-forms";

export const dynamic = "force-dynamic";

// POST /auth/forgot-password - /forgot-password's form (no JavaScript): mails a reset link if the address has an account; 303 to "check your mail"
export const POST = submitForgotPasswordForm;
