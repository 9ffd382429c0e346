import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/forms/field-error";
import type { SignInFormState } from "@/lib/auth/sign-in-form-state";

/**
 * The sign-in form as plain HTML: it posts to /auth itself, where the proxy signs in
 * (lib/auth/sign-in-page.ts) and either sends the browser to /dashboard or lets the page render
 * this form again with the e-mail kept, the field messages and the failure in place of the toast.
 * No JavaScript is needed, so /auth loads none (pages/auth.tsx). `noValidate`: the messages are
 * ours, not the browser's.
 */
export function SignInForm({ form }: { form: SignInFormState }) {
  const { email, errors, failure } = form;
  return (
    <form method="post" action="/auth" className="space-y-4" noValidate>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Login failed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "signin-email-error" : undefined}
        />
        <FieldError id="signin-email-error" message={errors.email} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "signin-password-error" : undefined}
        />
        <FieldError id="signin-password-error" message={errors.password} />
      </div>
      <Button type="submit" className="w-full">
        Sign In
      </Button>
    </form>
  );
}
