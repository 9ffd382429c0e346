import type { GetServerSideProps, PageConfig } from "next";
import { AccountFormCard } from "@/components/auth/account-form-card";
import { FormFailure, FormField } from "@/components/auth/form-fields";
import { pageTitle, StaticPageFrame } from "@/components/marketing/static-page";
import { Button } from "@/components/ui/button";
import { SIGN_IN_PAGE, TWO_FACTOR_FORM_ACTION } from "@/lib/auth/account-pages";
import { EMPTY_FORM, formStateFromRequest, type FormState } from "@/lib/auth/forms/page-form-state";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";

// No JavaScript: the form posts to /auth/two-factor, which answers 303 (lib/pages-without-javascript.ts).
export const config: PageConfig = { unstable_runtimeJS: false };

type Props = { form: FormState; nonce: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  if (answeredAppRouterFetch(req, res)) return { props: { form: EMPTY_FORM, nonce: "" } };
  return { props: { form: formStateFromRequest(req, res, query), nonce: String(req.headers["x-nonce"] ?? "") } };
};

/** The second step of a sign-in with two-factor on: the authenticator's code, or a recovery code. */
export default function TwoFactorPage({ form, nonce }: Props) {
  return (
    <StaticPageFrame isSignedIn={false} nonce={nonce} title={pageTitle("Two-factor sign-in")} description="Enter your two-factor code.">
      <AccountFormCard
        title="Two-factor sign-in"
        description="Enter the 6-digit code your authenticator app shows, or one of your recovery codes."
      >
        <form method="post" action={TWO_FACTOR_FORM_ACTION} className="space-y-4" noValidate>
          <FormFailure title="Sign-in not completed" message={form.failure} />
          <FormField
            id="two-factor-code"
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            error={form.errors.code}
          />
          <Button type="submit" className="w-full">
            Verify
          </Button>
          <p className="text-center text-sm">
            <a href={SIGN_IN_PAGE} className="text-primary underline-offset-4 hover:underline">
              Start over
            </a>
          </p>
        </form>
      </AccountFormCard>
    </StaticPageFrame>
  );
}
