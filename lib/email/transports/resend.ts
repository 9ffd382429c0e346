import "server-only";
import { Resend } from "resend";
import { EmailDeliveryError } from "../delivery-error";
import type { OutgoingEmail, SentEmail } from "../message";

/** Resend answers within seconds; a hung connection must not hold the request forever. */
const RESEND_TIMEOUT_MS = 30_000;

/**
 * Sends through Resend's HTTP API (POST {base}/emails). The client is built per call from the
 * environment: RESEND_API_KEY, and RESEND_BASE_URL for a stand-in server (tests, or this offline
 * machine, where api.resend.com is unreachable). The SDK reads RESEND_BASE_URL itself too, but we
 * pass it explicitly so the override does not hinge on an SDK detail.
 */
export async function sendWithResend(message: OutgoingEmail): Promise<SentEmail> {
  const apiKey = process.env.RESEND_API_KEY?.trim();
  if (!apiKey) throw new EmailDeliveryError("resend", "RESEND_API_KEY is not set");
  const baseUrl = process.env.RESEND_BASE_URL?.trim().replace(/\/+$/, "") || undefined;
  const resend = new Resend(apiKey, { baseUrl });

  // The SDK never throws for HTTP or network failures: it answers { data: null, error }.
  const { data, error } = await resend.emails
    .send(
      {
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        replyTo: message.replyTo,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content, // the SDK sends Buffers as base64
          contentType: attachment.contentType,
        })),
      },
      { signal: AbortSignal.timeout(RESEND_TIMEOUT_MS) },
    )
    .catch((cause: unknown) => {
      throw new EmailDeliveryError("resend", cause instanceof Error ? cause.message : "Resend request failed", { cause });
    });
  if (error || !data) throw new EmailDeliveryError("resend", resendReason(error));
  return { transport: "resend", id: data.id };
}

function resendReason(error: { message?: string; statusCode?: number | null } | null): string {
  const message = error?.message?.trim() || "Resend did not accept the message";
  return error?.statusCode ? `${message} (Resend ${error.statusCode})` : message;
}
