/** Outgoing mail: one sendEmail over Resend, SMTP or the .eml outbox, and the mails the app sends. */
import "server-only";
export { sendEmail } from "./send-email";
export { EMAIL_NOT_SENT_MESSAGE, EmailDeliveryError } from "./delivery-error";
export { appBaseUrl, emailFrom, selectedTransport } from "./config";
export { buildInvoiceMail } from "./invoice-mail";
export { buildVerificationMail } from "./verification-mail";
export { buildPasswordChangedMail, buildPasswordResetMail, buildSignupAttemptMail } from "./account-mails";
export type { EmailAttachment, EmailMessage, SentEmail } from "./message";
