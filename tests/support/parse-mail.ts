import PostalMime from "postal-mime";

/** Parses a raw RFC 822 message (from the SMTP server or an outbox .eml) into headers, bodies and attachments. */
export function parseMail(raw: Buffer | string) {
  return PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
}
