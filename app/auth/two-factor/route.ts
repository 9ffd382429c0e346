import { submitTwoFactorForm } from "@/lib/auth/forms/two-factor-form";

export const dynamic = "force-dynamic";

// POST /auth/two-factor - /two-factor's form (no JavaScript): the code completes the sign-in; 303 to the dashboard or back
export const POST = submitTwoFactorForm;
