import type { GetServerSideProps, PageConfig } from "next";
import { AccountFormCard } from "@/components/auth/account-form-card";
import { FormFailure, FormField } from "@/components/auth/form-fields";
import { pageTitle, StaticPageFrame } from "@/components/marketing/static-page";
import { Button } from "@/components/ui/button";
import { FORGOT_PASSWORD_FORM_ACTION, SIGN_IN_PAGE } from "@/lib/auth/account-pages";
import { EMPTY_FORM, formStateFromRequest, type FormState } from "@/lib/auth/forms/page-form-state";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";

// No JavaScript: the form posts to /auth/forgot-password, which answers 303 (lib/pages-without-javascript.ts).
export const config: PageConfig = { unstable_runtimeJS: false };

type Props = { form: FormState; sent: boolean; nonce: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  if (answeredAppRouterFetch(req, res)) return { props: { form: EMPTY_FORM, sent: false, nonce: "" } };
  return { props: { form: formStateFromRequest(req, res, query), sent: query.sent === "1", nonce: String(req.headers["x-nonce"] ?? "") } };
};

/** "Forgot password?": the same answer for any address (the link goes only to an account's own mailbox). */
export default function ForgotPasswordPage({ form, sent, nonce }: Props) {
  return (
    <StaticPageFrame isSignedIn={false} nonce={nonce} title={pageTitle("Forgot password")} description="Reset your InvoiceFlow password.">
      <AccountFormCard
        title="Forgot your password?"
        description="Enter your e-mail address and we will send you a link to choose a new password."
      >
        {sent ? (
          <div className="space-y-4" role="status">
            <p className="text-sm">
              If an account exists for that address, we have sent it a link to choose a new password. The link works for 1 hour.
            </p>
            <p className="text-sm text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or ask again.</p>
            <a href={SIGN_IN_PAGE} className="text-sm text-primary underline-offset-4 hover:underline">
              Back to sign in
            </a>
          </div>
        ) : (
          <form method="post" action={FORGOT_PASSWORD_FORM_ACTION} className="space-y-4" noValidate>
            <FormFailure title="Could not send the link" message={form.failure} />
            <FormField
              id="forgot-email"
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={form.email}
              error={form.errors.email}
            />
            <Button type="submit" className="w-full">
              Send reset link
            </Button>
            <p className="text-center text-sm">
              <a href={SIGN_IN_PAGE} className="text-primary underline-offset-4 hover:underline">
                Back to sign in
              </a>
            </p>
          </form>
        )}
      </AccountFormCard>
    </StaticPageFrame>
  );
}
