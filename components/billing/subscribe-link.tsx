import type { ComponentProps } from "react";

/**
 * A link to /subscribe that loads the whole page instead of navigating inside the app: only
 * /subscribe's Content-Security-Policy admits Stripe's scripts and frames (lib/security), and a
 * document keeps the policy it was loaded with.
 */
export function SubscribeLink(props: Omit<ComponentProps<"a">, "href">) {
  return <a {...props} href="/subscribe" />;
}
