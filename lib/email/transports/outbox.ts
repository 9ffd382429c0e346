import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { outboxDir } from "../config";
import { EmailDeliveryError } from "../delivery-error";
import type { OutgoingEmail, SentEmail } from "../message";

/**
 * The development transport: no provider configured, so each message is written as a real RFC 822
 * file (nodemailer's stream transport builds exactly what SMTP would carry) under OUTBOX_DIR,
 * default `.data/outbox`. Any mail client opens the .eml; the log line names the file, so the
 * verification link of a fresh signup is one click away.
 */
export async function sendWithOutbox(message: OutgoingEmail): Promise<SentEmail> {
  const dir = outboxDir();
  // Timestamp first so `ls` lists mails in order; the random part keeps parallel sends apart.
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  try {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
    const info = await transporter.sendMail(message);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file, info.message as Buffer);
    console.info(`[email] outbox: "${message.subject}" to ${message.to} written to ${file}`);
    return { transport: "outbox", id: info.messageId ?? null, path: file };
  } catch (cause) {
    throw new EmailDeliveryError("outbox", cause instanceof Error ? cause.message : "could not write the outbox", { cause });
  }
}
