/**
 * The transport did not accept a message: Resend answered with an error or was unreachable, the
 * SMTP server refused or timed out, the outbox could not be written. The message is the
 * transport's own reason, short enough to show a user ("Could not send the invoice: <reason>").
 */
export class EmailDeliveryError extends Error {
  readonly transport: string;

  constructor(transport: string, reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "EmailDeliveryError";
    this.transport = transport;
  }
}
