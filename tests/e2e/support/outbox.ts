import fs from "node:fs";
import path from "node:path";
import type { Email } from "postal-mime";
import { parseMail } from "../../support/parse-mail";

/** The outbox the end-to-end server writes mail into (scripts/e2e-server.mjs sets OUTBOX_DIR). */
export const outboxDir = () => path.resolve(`test-results/outbox-${process.env.E2E_PORT ?? 3100}`);

/** Every message in the outbox, parsed, newest last. */
export async function readOutbox(): Promise<Email[]> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => parseMail(fs.readFileSync(path.join(dir, name)))));
}
