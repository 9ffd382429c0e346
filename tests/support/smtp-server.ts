import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string | null; to: string[]; raw: Buffer; user: string | undefined };

export type TestSmtpServer = {
  /** smtp://user:pass@127.0.0.1:<port>, ready for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** the next message is refused with this SMTP reply, e.g. "550 Mailbox unavailable" */
  rejectNext: (code: number, message: string) => void;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 and a random port, for tests: it asks for AUTH (PLAIN/LOGIN
 * over plain text; no STARTTLS, as there is no certificate) and keeps every accepted message raw.
 */
export async function startSmtpServer({ user = "mailer", pass = "s3cret" } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejection) {
          const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
          rejection = null;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
          user: session.user,
        });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    received,
    rejectNext: (code, message) => {
      rejection = { code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
