/** A file attached to a mail; the content travels as bytes, each transport encodes it its own way. */
export type EmailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
};

/** What the app asks to send. `from` is not part of it: the sender is EMAIL_FROM, always. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
};

/** A message as a transport sends it: the app's message plus the configured sender. */
export type OutgoingEmail = EmailMessage & { from: string };

export type EmailTransportName = "resend" | "smtp" | "outbox";

/** The transport accepted the message: it is on its way (or, for the outbox, on disk). */
export type SentEmail = {
  transport: EmailTransportName;
  /** the provider's id (Resend), the Message-ID (SMTP, outbox) */
  id: string | null;
  /** the .eml file, outbox only */
  path?: string;
};
