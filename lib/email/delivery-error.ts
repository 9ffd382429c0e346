import { AppError } from "@/lib/errors";

/**
 * The transport did not accept a message: Resend answered with an error or was unreachable, the
 * SMTP server refused or timed out, the outbox could not be written. An AppError like every other
 * failure (502: the request was fine, the mail provider was not); the message is the transport's
 * own reason, short enough to show a user, and callers put it in a sentence with `withReason`.
 */
export class EmailDeliveryError extends AppError {
  readonly transport: string;
  readonly reason: string;

  constructor(transport: string, reason: string, options: { cause?: unknown; message?: string } = {}) {
    super("bad_gateway", options.message ?? reason, { code: "email_not_sent" }, { cause: options.cause });
    this.name = "EmailDeliveryError";
    this.transport = transport;
    this.reason = reason;
  }

  /** The same failure, told in the caller's words: "Could not send the invoice: <reason>". */
  withMessage(message: string): EmailDeliveryError {
    return new EmailDeliveryError(this.transport, this.reason, { cause: this.cause, message });
  }
}
