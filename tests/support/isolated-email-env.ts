import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const EMAIL_ENV = ["RESEND_API_KEY", "RESEND_BASE_URL", "SMTP_URL", "EMAIL_FROM", "APP_URL", "OUTBOX_DIR"] as const;

/**
 * Every test of the file starts with no mail provider configured and a fresh, empty outbox of its
 * own (lib/email reads the environment at every send), and the environment is put back afterwards.
 * Returns the current test's outbox folder.
 */
export function isolateEmailEnv(defaults: Partial<Record<(typeof EMAIL_ENV)[number], string>> = {}): () => string {
  const saved = Object.fromEntries(EMAIL_ENV.map((key) => [key, process.env[key]]));
  let outbox = "";

  beforeEach(() => {
    for (const key of EMAIL_ENV) delete process.env[key];
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    Object.assign(process.env, defaults, { OUTBOX_DIR: outbox });
    jest.spyOn(console, "info").mockImplementation(() => {});
  });

  afterEach(() => {
    for (const key of EMAIL_ENV) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    fs.rmSync(outbox, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  return () => outbox;
}
