import type { GetServerSideProps, PageConfig } from "next";
import Link from "next/link";
import { AuthMarketingPanel } from "@/components/auth/auth-marketing-panel";
import { AuthTabs, type AuthTab } from "@/components/auth/auth-tabs";
import { SignInForm } from "@/components/auth/sign-in-form";
import { pageTitle, StaticPageFrame } from "@/components/marketing/static-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";
import { EMPTY_FORM, formStateFromRequest, type FormState } from "@/lib/auth/forms/page-form-state";

// No JavaScript on this page: the form posts to /auth/sign-in, which answers 303 (docs/decisions/0014-sign-in-form-without-javascript.md).
export const config: PageConfig = { unstable_runtimeJS: false };

type AuthPageProps = { tab: AuthTab; form: FormState; nonce: string };

/**
 * A visitor with a session cookie was sent to /auth/session by the proxy; the form's handler
 * (app/auth/sign-in/route.ts) sends a failed sign-in back here with `?error=` codes, which become
 * the messages and the status /api/login would answer (lib/auth/forms/page-form-state.ts).
 */
export const getServerSideProps: GetServerSideProps<AuthPageProps> = async ({ req, res, query }) => {
  if (answeredAppRouterFetch(req, res)) return { props: { tab: "signin", form: EMPTY_FORM, nonce: "" } };
  const nonce = String(req.headers["x-nonce"] ?? "");
  const form = formStateFromRequest(req, res, query);
  const failed = Boolean(form.failure) || Object.keys(form.errors).length > 0;
  return { props: { tab: !failed && query.tab === "signup" ? "signup" : "signin", form, nonce } };
};

const TITLE = pageTitle("Sign In");
const DESCRIPTION = "Sign in to InvoiceFlow to manage your invoices and customers.";

export default function AuthPage({ tab, form, nonce }: AuthPageProps) {
  return (
    <StaticPageFrame isSignedIn={false} nonce={nonce} title={TITLE} description={DESCRIPTION}>
      <div className="bg-muted/30">
        <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
          <Card>
            <CardHeader>
              <CardTitle asChild className="text-2xl">
                <h1>Welcome back</h1>
              </CardTitle>
              <CardDescription>Sign in to manage your invoices and customers.</CardDescription>
            </CardHeader>
            <CardContent>
              <AuthTabs
                selected={tab}
                panels={{
                  signin: (
                    <div className="pt-4">
                      <SignInForm form={form} />
                    </div>
                  ),
                  signup: (
                    <div className="space-y-4 pt-4 text-center">
                      <p className="text-sm text-muted-foreground">Simple signup with captcha protection</p>
                      <Button asChild className="w-full">
                        <Link href="/signup">Create your free account</Link>
                      </Button>
                    </div>
                  ),
                }}
              />
            </CardContent>
          </Card>
          <AuthMarketingPanel />
        </div>
      </div>
    </StaticPageFrame>
  );
}
