import { AppError } from "@/lib/errors";

/** What a user is told whenever a mail could not be handed to the provider, whatever the reason. */
export const EMAIL_NOT_SENT_MESSAGE = "We could not send the e-mail right now. Please try again in a few minutes.";

/**
 * The transport did not accept a message: Resend answered with an error or was unreachable, the
 * SMTP server refused or timed out, the outbox could not be written. An AppError like every other
 * failure (502: the request was fine, the mail provider was not). Users read only
 * EMAIL_NOT_SENT_MESSAGE: the transport's own reason ("connect ECONNREFUSED 127.0.0.1:3425") names
 * our infrastructure, so it stays in `reason` for the operators' log (sendEmail logs it).
 */
export class EmailDeliveryError extends AppError {
  readonly transport: string;
  readonly reason: string;

  constructor(transport: string, reason: string, options: { cause?: unknown } = {}) {
    super("bad_gateway", EMAIL_NOT_SENT_MESSAGE, { code: "email_not_sent" }, { cause: options.cause });
    this.name = "EmailDeliveryError";
    this.transport = transport;
    this.reason = reason;
  }
}
