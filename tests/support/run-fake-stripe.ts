// The fake Stripe as its own process, for the end-to-end server (scripts/e2e-fake-stripe.mjs):
// `tsx tests/support/run-fake-stripe.ts <port> [webhook URL] [Connect webhook URL]`. Prints one JSON line when listening.
import { startFakeStripe } from "./fake-stripe";

async function main() {
  const [port, webhookUrl, connectWebhookUrl] = process.argv.slice(2);
  const fake = await startFakeStripe({ port: Number(port), webhookUrl, connectWebhookUrl });
  process.stdout.write(`${JSON.stringify({ listening: fake.url, env: fake.env })}\n`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void fake.close().then(() => process.exit(0)));
  }
}

void main();
