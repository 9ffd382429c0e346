import "server-only";
import { emailFrom, selectedTransport } from "./config";
import { EmailDeliveryError } from "./delivery-error";
import type { EmailMessage, EmailTransportName, OutgoingEmail, SentEmail } from "./message";
import { sendWithOutbox } from "./transports/outbox";
import { sendWithResend } from "./transports/resend";
import { sendWithSmtp } from "./transports/smtp";

const TRANSPORTS: Record<EmailTransportName, (message: OutgoingEmail) => Promise<SentEmail>> = {
  resend: sendWithResend,
  smtp: sendWithSmtp,
  outbox: sendWithOutbox,
};

/**
 * Sends one mail through the transport the environment names (RESEND_API_KEY → Resend, SMTP_URL →
 * SMTP, neither → the .eml outbox), from EMAIL_FROM. Resolves once the transport accepted the
 * message; any failure is logged with the transport's reason and thrown as an EmailDeliveryError
 * (whose message is the same plain sentence for every failure), so callers handle one error type.
 */
export async function sendEmail(message: EmailMessage): Promise<SentEmail> {
  const transport = selectedTransport();
  try {
    return await TRANSPORTS[transport]({ ...message, subject: singleLine(message.subject), from: emailFrom() });
  } catch (error) {
    const failure =
      error instanceof EmailDeliveryError
        ? error
        : new EmailDeliveryError(transport, error instanceof Error ? error.message : String(error), { cause: error });
    // The operators' copy of the reason; the user is told only EMAIL_NOT_SENT_MESSAGE.
    console.error(`[email] not sent to ${message.to} (${failure.transport}): ${failure.reason}`);
    throw failure;
  }
}

/** A subject is one header line: a user-typed name with a line break must not start a new header. */
function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}
