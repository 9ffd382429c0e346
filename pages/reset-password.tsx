import type { GetServerSideProps, PageConfig } from "next";
import { AccountFormCard } from "@/components/auth/account-form-card";
import { FormFailure, FormField } from "@/components/auth/form-fields";
import { pageTitle, StaticPageFrame } from "@/components/marketing/static-page";
import { Button } from "@/components/ui/button";
import { FORGOT_PASSWORD_PAGE, RESET_PASSWORD_FORM_ACTION } from "@/lib/auth/account-pages";
import { EMPTY_FORM, formStateFromRequest, type FormState } from "@/lib/auth/forms/page-form-state";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";

// No JavaScript: the form posts to /auth/reset-password, which answers 303 (lib/pages-without-javascript.ts).
export const config: PageConfig = { unstable_runtimeJS: false };

type Props = { form: FormState; token: string; nonce: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  if (answeredAppRouterFetch(req, res)) return { props: { form: EMPTY_FORM, token: "", nonce: "" } };
  // The link's token is the key: no Referer takes it to another site. Not "no-referrer": with it
  // Chromium sends `Origin: null` on the form's POST, which the same-origin rule refuses.
  res.setHeader("Referrer-Policy", "same-origin");
  const token = typeof query.token === "string" ? query.token.slice(0, 200) : "";
  return { props: { form: formStateFromRequest(req, res, query), token, nonce: String(req.headers["x-nonce"] ?? "") } };
};

/** The page of the reset mail's link: choose a new password (signup's rules), then signed in. */
export default function ResetPasswordPage({ form, token, nonce }: Props) {
  return (
    <StaticPageFrame
      isSignedIn={false}
      nonce={nonce}
      title={pageTitle("Choose a new password")}
      description="Choose a new InvoiceFlow password."
    >
      <AccountFormCard title="Choose a new password" description="At least 6 characters, and not one of the common passwords.">
        {token ? (
          <form method="post" action={RESET_PASSWORD_FORM_ACTION} className="space-y-4" noValidate>
            <FormFailure title="Password not changed" message={form.failure} />
            <input type="hidden" name="token" value={token} />
            <FormField
              id="reset-password"
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              error={form.errors.password}
            />
            <Button type="submit" className="w-full">
              Set new password
            </Button>
          </form>
        ) : (
          <div className="space-y-4">
            <FormFailure
              title="This link does not work"
              message={form.failure ?? "This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one."}
            />
            <a href={FORGOT_PASSWORD_PAGE} className="text-sm text-primary underline-offset-4 hover:underline">
              Ask for a new link
            </a>
          </div>
        )}
      </AccountFormCard>
    </StaticPageFrame>
  );
}
