import fs from "node:fs";
import path from "node:path";
import { EMAIL_NOT_SENT_MESSAGE, EmailDeliveryError, sendEmail, type EmailMessage } from "@/lib/email";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { parseMail } from "../support/parse-mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { isolateEmailEnv } from "../support/isolated-email-env";

const outboxDir = isolateEmailEnv();

const PDF = Buffer.from("%PDF-1.4\n% test attachment\n");
const message: EmailMessage = {
  to: "billing@acme.example",
  subject: "Faktura INV-7 från Åkessons Bygg\r\nBcc: victim@example.com",
  html: "<p>Hej!</p>",
  text: "Hej!",
  replyTo: "owner@akesson.example",
  attachments: [{ filename: "invoice-INV-7.pdf", content: PDF, contentType: "application/pdf" }],
};

describe("SMTP transport (SMTP_URL)", () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  it("logs in and delivers sender, recipient, Reply-To, a one-line subject and the attachment", async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.EMAIL_FROM = "Billing <billing@invoiceflow.example>";
    const sent = await sendEmail(message);
    expect(sent).toMatchObject({ transport: "smtp", id: expect.stringContaining("@") });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: "billing@invoiceflow.example", to: ["billing@acme.example"], user: "mailer" });
    const parsed = await parseMail(mail!.raw);
    expect(parsed.subject).toBe("Faktura INV-7 från Åkessons Bygg Bcc: victim@example.com");
    expect(parsed.headers.some((header) => header.key === "bcc")).toBe(false);
    expect(parsed.from).toEqual({ name: "Billing", address: "billing@invoiceflow.example" });
    expect(parsed.replyTo).toEqual([{ name: "", address: "owner@akesson.example" }]);
    expect(parsed.attachments[0]).toMatchObject({ filename: "invoice-INV-7.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer).equals(PDF)).toBe(true);
  });

  it("turns a refusal into EmailDeliveryError carrying the server's answer", async () => {
    process.env.SMTP_URL = smtp.url;
    smtp.rejectNext(550, "Mailbox unavailable");
    const error = await sendEmail(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(error).toMatchObject({
      transport: "smtp",
      reason: expect.stringContaining("550 Mailbox unavailable"),
      message: EMAIL_NOT_SENT_MESSAGE,
    });
  });

  it("fails on wrong credentials and on a closed port, without hanging", async () => {
    process.env.SMTP_URL = smtp.url.replace("s3cret", "wrong");
    await expect(sendEmail(message)).rejects.toMatchObject({ reason: expect.stringMatching(/Invalid username or password|535/) });
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    await expect(sendEmail(message)).rejects.toBeInstanceOf(EmailDeliveryError);
    smtp = await startSmtpServer();
  });
});

describe("Resend transport (RESEND_API_KEY, RESEND_BASE_URL)", () => {
  let resend: FakeResend;
  beforeEach(async () => {
    resend = await startFakeResend();
  });
  afterEach(() => resend.close());

  it("POSTs the message to {RESEND_BASE_URL}/emails with the bearer key, and wins over SMTP_URL", async () => {
    process.env.RESEND_API_KEY = "re_test_123";
    process.env.RESEND_BASE_URL = `${resend.url}/`;
    process.env.SMTP_URL = "smtp://nobody:nothing@127.0.0.1:1";
    expect(await sendEmail(message)).toEqual({ transport: "resend", id: "email_1" });
    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request).toMatchObject({ method: "POST", path: "/emails" });
    expect(request!.headers.authorization).toBe("Bearer re_test_123");
    expect(request!.body).toMatchObject({
      from: "InvoiceFlow <no-reply@invoiceflow.test>",
      to: "billing@acme.example",
      subject: "Faktura INV-7 från Åkessons Bygg Bcc: victim@example.com",
      reply_to: "owner@akesson.example",
      html: "<p>Hej!</p>",
      text: "Hej!",
      attachments: [{ filename: "invoice-INV-7.pdf", content: PDF.toString("base64"), content_type: "application/pdf" }],
    });
  });

  it("reads RESEND_BASE_URL at call time: the SDK's own default never sees api.resend.com here", async () => {
    process.env.RESEND_API_KEY = "re_other";
    process.env.RESEND_BASE_URL = resend.url;
    await sendEmail(message);
    const second = await startFakeResend();
    process.env.RESEND_BASE_URL = second.url;
    await sendEmail(message);
    expect(resend.requests).toHaveLength(1);
    expect(second.requests).toHaveLength(1);
    await second.close();
  });

  it("turns an HTTP 500 and an unreachable server into EmailDeliveryError", async () => {
    process.env.RESEND_API_KEY = "re_test_123";
    process.env.RESEND_BASE_URL = resend.url;
    resend.failWith(500, { statusCode: 500, name: "internal_server_error", message: "Resend is down" });
    await expect(sendEmail(message)).rejects.toMatchObject({
      name: "EmailDeliveryError",
      transport: "resend",
      reason: "Resend is down (Resend 500)",
    });
    await resend.close();
    await expect(sendEmail(message)).rejects.toMatchObject({
      name: "EmailDeliveryError",
      reason: expect.stringMatching(/Unable to fetch data/),
    });
    resend = await startFakeResend();
  });
});

describe("outbox transport (neither set)", () => {
  it("writes a real RFC 822 .eml file with the subject and the attachment, and logs its path", async () => {
    const sent = await sendEmail(message);
    expect(sent.transport).toBe("outbox");
    expect(path.dirname(sent.path!)).toBe(outboxDir());
    expect(fs.readdirSync(outboxDir())).toEqual([path.basename(sent.path!)]);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining(sent.path!));
    const raw = fs.readFileSync(sent.path!);
    expect(raw.toString()).toMatch(/^Subject: /m);
    expect(raw.toString()).toContain("filename=invoice-INV-7.pdf");
    const parsed = await parseMail(raw);
    expect(parsed.subject).toBe("Faktura INV-7 från Åkessons Bygg Bcc: victim@example.com");
    expect(parsed.to).toEqual([{ name: "", address: "billing@acme.example" }]);
    expect(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer).equals(PDF)).toBe(true);
  });

  it("reports a directory it cannot write as EmailDeliveryError", async () => {
    const blocker = path.join(outboxDir(), "not-a-dir");
    fs.writeFileSync(blocker, "");
    process.env.OUTBOX_DIR = blocker;
    await expect(sendEmail(message)).rejects.toMatchObject({ name: "EmailDeliveryError", transport: "outbox" });
  });
});
