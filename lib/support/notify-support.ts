import "server-only";
import { sendEmail } from "@/lib/email";
import { buildSupportRequestMail } from "@/lib/email/support-request-mail";
import type { SupportRequestData } from "./support-schema";

/** The team's address for support requests; unset, requests reach the admin center only. */
export function supportInbox(env: Record<string, string | undefined> = process.env): string | null {
  return env.SUPPORT_EMAIL?.trim() || null;
}

/**
 * Mails a stored support request to SUPPORT_EMAIL, Reply-To the sender (issue #24, item 6). Called
 * after the request is committed: a mail that fails is logged by sendEmail and dropped here, since
 * the request is already in the admin center and the sender must not be told it failed.
 */
export async function notifySupport(request: SupportRequestData): Promise<void> {
  const to = supportInbox();
  if (!to) return;
  await sendEmail(buildSupportRequestMail(request, to)).catch(() => {});
}
