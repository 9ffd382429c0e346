import path from "node:path";
import { appBaseUrl, DEFAULT_EMAIL_FROM, emailFrom, outboxDir, selectedTransport } from "@/lib/email/config";
import { escapeHtml, escapeMultiline } from "@/lib/email/escape-html";
import { buildVerificationMail } from "@/lib/email/verification-mail";

describe("selectedTransport", () => {
  it.each([
    [{ RESEND_API_KEY: "re_1", SMTP_URL: "smtp://h:25" }, "resend"],
    [{ SMTP_URL: "smtp://h:25" }, "smtp"],
    [{ RESEND_API_KEY: "  ", SMTP_URL: "smtp://h:25" }, "smtp"],
    [{}, "outbox"],
  ] as const)("%j → %s", (env, transport) => {
    expect(selectedTransport(env)).toBe(transport);
  });
});

describe("settings read from the environment", () => {
  it("uses EMAIL_FROM, else the default sender", () => {
    expect(emailFrom({ EMAIL_FROM: "Billing <billing@example.com>" })).toBe("Billing <billing@example.com>");
    expect(emailFrom({})).toBe(DEFAULT_EMAIL_FROM);
  });

  it("puts the outbox in OUTBOX_DIR, else .data/outbox", () => {
    expect(outboxDir({})).toBe(path.resolve(".data/outbox"));
    expect(outboxDir({ OUTBOX_DIR: "/tmp/mails" })).toBe("/tmp/mails");
  });

  it("builds links on APP_URL when set, else on the request's origin", () => {
    expect(appBaseUrl("http://localhost:3000", { APP_URL: "https://app.example.com/" })).toBe("https://app.example.com");
    expect(appBaseUrl("http://10.0.0.5:3000", {})).toBe("http://10.0.0.5:3000");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML metacharacters and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>Å & ß</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Å &amp; ß&lt;/a&gt;");
    expect(escapeMultiline(" one\r\ntwo <3\n")).toBe("one<br>two &lt;3");
  });
});

describe("buildVerificationMail", () => {
  it("carries the link in both bodies, escaped in the HTML", () => {
    const link = "https://app.example.com/api/verify-email?token=abc_DEF-123&x=1";
    const mail = buildVerificationMail({ name: "<Ann>", link, validHours: 24 });
    expect(mail.subject).toBe("Confirm your e-mail address for InvoiceFlow");
    expect(mail.text).toContain(`Hello <Ann>,`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("expires in 24 hours");
    expect(mail.html).toContain(`href="https://app.example.com/api/verify-email?token=abc_DEF-123&amp;x=1"`);
    expect(mail.html).toContain("Hello &lt;Ann&gt;,");
  });
});
