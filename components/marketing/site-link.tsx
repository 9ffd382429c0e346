import Link from "next/link";
import type { ComponentProps } from "react";
import { PAGES_WITHOUT_JAVASCRIPT } from "@/lib/pages-without-javascript";

/**
 * A link to a page of the site. Pages that ship no JavaScript are reached by a plain link: the app
 * router's <Link> would prefetch them and fetch them again on a click as router data, which they
 * don't have (they answer an empty 204, lib/http/app-router-fetch.ts), and then load them in full
 * anyway. Every other page keeps <Link> and its client-side navigation.
 */
export function SiteLink({
  href,
  prefetch,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { href: string; prefetch?: ComponentProps<typeof Link>["prefetch"] }) {
  if (PAGES_WITHOUT_JAVASCRIPT.has(href)) return <a href={href} {...props} />;
  return <Link href={href} prefetch={prefetch} {...props} />;
}
