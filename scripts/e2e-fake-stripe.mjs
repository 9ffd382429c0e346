// Starts the fake Stripe (tests/support/fake-stripe.ts) beside the end-to-end server, on E2E port
// + 1000, delivering its webhooks to the app, and answers the STRIPE_* variables the app needs.
// Stripe itself is unreachable here; the browser side (Stripe.js) is faked by the tests themselves.
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

export function fakeStripePort(appPort) {
  return Number(appPort) + 1000;
}

export async function startE2eFakeStripe(appPort) {
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    [
      "tests/support/run-fake-stripe.ts",
      String(fakeStripePort(appPort)),
      `http://127.0.0.1:${appPort}/api/webhooks/stripe`,
      `http://127.0.0.1:${appPort}/api/webhooks/stripe-connect`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = readline.createInterface({ input: child.stdout });
  const ready = await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake Stripe exited with ${code}`)));
    lines.once("line", (line) => resolve(JSON.parse(line)));
  });
  lines.on("line", (line) => console.log(`[fake Stripe] ${line}`));
  for (const event of ["exit", "SIGINT", "SIGTERM"]) process.on(event, () => child.kill("SIGTERM"));
  return { env: ready.env, stop: () => child.kill("SIGTERM") };
}
