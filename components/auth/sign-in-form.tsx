import { Button } from "@/components/ui/button";
import { FORGOT_PASSWORD_PAGE, SIGN_IN_FORM_ACTION } from "@/lib/auth/account-pages";
import type { FormState } from "@/lib/auth/forms/page-form-state";
import { FormFailure, FormField } from "./form-fields";

/**
 * The sign-in form as plain HTML: it posts to /auth/sign-in (app/auth/sign-in/route.ts), which
 * answers 303 to the dashboard, to the two-factor page, or back to /auth with the reason as a code
 * the page turns into these messages. No JavaScript is needed, so /auth loads none (pages/auth.tsx).
 * `noValidate`: the messages are ours, not the browser's.
 */
export function SignInForm({ form }: { form: FormState }) {
  const { email, errors, failure } = form;
  return (
    <form method="post" action={SIGN_IN_FORM_ACTION} className="space-y-4" noValidate>
      <FormFailure title="Login failed" message={failure} />
      <FormField id="signin-email" label="Email" name="email" type="email" autoComplete="email" defaultValue={email} error={errors.email} />
      <FormField
        id="signin-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="text-right text-sm">
        <a href={FORGOT_PASSWORD_PAGE} className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </a>
      </div>
      <Button type="submit" className="w-full">
        Sign In
      </Button>
    </form>
  );
}
