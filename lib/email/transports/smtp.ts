import "server-only";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { EmailDeliveryError } from "../delivery-error";
import type { OutgoingEmail, SentEmail } from "../message";

/**
 * nodemailer waits up to two minutes for a connection and ten for a stalled socket by default;
 * the sender is a user waiting on a request, so fail within seconds instead. Query parameters of
 * SMTP_URL (e.g. `?connectionTimeout=30000`) still override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends through an SMTP server named by SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the
 * server offers it) or smtps://user:pass@host:465 (TLS from the start); percent-encode special
 * characters in the user and password. One connection per message, closed afterwards: no pool
 * outlives the request on a serverless host.
 */
export async function sendWithSmtp(message: OutgoingEmail): Promise<SentEmail> {
  const url = process.env.SMTP_URL?.trim();
  if (!url) throw new EmailDeliveryError("smtp", "SMTP_URL is not set");
  // An SMTPTransport instance keeps our timeouts; createTransport({ url }) would drop every
  // option beside the URL.
  const transporter = nodemailer.createTransport(new SMTPTransport({ ...TIMEOUTS, url }));
  try {
    const info = await transporter.sendMail(message);
    return { transport: "smtp", id: info.messageId ?? null };
  } catch (cause) {
    throw new EmailDeliveryError("smtp", smtpReason(cause), { cause });
  } finally {
    transporter.close();
  }
}

/** nodemailer's errors carry the server's answer ("550 5.1.1 User unknown") in `response`. */
function smtpReason(cause: unknown): string {
  // Duck-typed: an error made in another realm (a socket error under jest) is no `instanceof Error`.
  const { response, message } = (typeof cause === "object" && cause !== null ? cause : {}) as { response?: unknown; message?: unknown };
  if (typeof response === "string" && response.trim()) return response.trim();
  return typeof message === "string" && message ? message : "the SMTP server did not accept the message";
}
