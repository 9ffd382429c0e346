import { submitSignInForm } from "@/lib/auth/forms/sign-in-form";

export const dynamic = "force-dynamic";

// POST /auth/sign-in - /auth's form (no JavaScript): signs in and answers 303 (dashboard, two-factor page, or /auth?error=…)
export const POST = submitSignInForm;
