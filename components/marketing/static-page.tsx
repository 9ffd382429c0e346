import type { GetServerSideProps } from "next";
import Head from "next/head";
import type { ReactNode } from "react";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { answeredAppRouterFetch } from "@/lib/http/app-router-fetch";
import { PublicShell } from "./public-shell";

export type StaticPageProps = { isSignedIn: boolean; nonce: string };

/**
 * Decided per request, without a database round trip: the header's buttons follow the session
 * hint (Dashboard, else Sign In / Get Started Free), and the analytics script carries the nonce the
 * proxy put in this request's Content-Security-Policy.
 */
export const requestHeaderProps: GetServerSideProps<StaticPageProps> = async ({ req, res }) => {
  if (answeredAppRouterFetch(req, res)) return { props: { isSignedIn: false, nonce: "" } };
  return { props: { isSignedIn: hasSessionHint(req.headers.cookie), nonce: String(req.headers["x-nonce"] ?? "") } };
};

type StaticPageFrameProps = StaticPageProps & { title: string; description: string; children: ReactNode };

/**
 * A public page that ships no JavaScript: the home page, /pricing and /demo are text, links and
 * images, so they live in pages/ with Next's `unstable_runtimeJS: false` and the browser gets the
 * server's HTML and CSS only. A hydrated page carries Next's and React's runtime, 133 KB gzipped
 * for an empty app-router page, above issue #15's budget of 110 KB for the home page before any
 * of its own code (docs/decisions/0013-public-pages-without-javascript.md). The app router's root
 * layout and metadata are not there, so this frame writes the head, and pages/_app.tsx the font
 * and styles.
 */
export function StaticPageFrame({ title, description, isSignedIn, nonce, children }: StaticPageFrameProps) {
  const analytics = process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL;
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
        {analytics ? (
          <script defer src={analytics} data-domain={process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN || undefined} nonce={nonce || undefined} />
        ) : null}
      </Head>
      <PublicShell header={{ isSignedIn, nativeMenu: true }}>{children}</PublicShell>
    </>
  );
}

/** The title of a public page, as the app router's root layout writes it ("Pricing | InvoiceFlow"). */
export function pageTitle(title: string): string {
  return `${title} | InvoiceFlow`;
}
