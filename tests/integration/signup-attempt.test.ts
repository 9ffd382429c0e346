// Issue #26 finding 4: registration's 409 tells whether an address has an account (an accepted risk,
// docs/security.md); the owner of that address hears of each attempt, at most once a day.
import fs from "node:fs";
import path from "node:path";
import { POST as register } from "@/app/api/register/route";
import { SIGNUP_ATTEMPT_SUBJECT } from "@/lib/email/account-mails";
import { callRoute } from "./support/call-route";
import { registrationPayload, signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";

const outboxDir = isolateEmailEnv({ APP_URL: "https://invoices.example.com" });

async function mailsTo(email: string) {
  const mails = [];
  for (const file of fs.readdirSync(outboxDir())) {
    const mail = await parseMail(fs.readFileSync(path.join(outboxDir(), file)));
    if (mail.to?.some((to) => to.address === email)) mails.push(mail);
  }
  return mails;
}

it("finding 4: a sign-up with a taken address is 409 and its owner is told once a day, with the way to reset the password", async () => {
  const { user } = await signUp();
  const again = () =>
    callRoute(register, {
      method: "POST",
      path: "/api/register",
      body: registrationPayload({ email: user.email }),
      headers: fromAddress("192.0.2.90"),
    });
  const first = await again();
  expect(first.status).toBe(409);
  expect((await first.json()).message).toBe("An account with this email already exists");
  expect((await again()).status).toBe(409);

  const notices = (await mailsTo(user.email)).filter((mail) => mail.subject === SIGNUP_ATTEMPT_SUBJECT);
  expect(notices).toHaveLength(1);
  expect(notices[0]!.text).toContain("Someone just tried to create a new InvoiceFlow account with this e-mail address");
  expect(notices[0]!.text).toContain("https://invoices.example.com/forgot-password");
});
