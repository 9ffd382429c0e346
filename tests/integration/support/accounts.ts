import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { callRoute, sessionCookieFrom } from "./call-route";

let counter = 0;

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${Date.now()}@example.com`,
    password: "quokka-ledger-47",
    businessType: "private",
    username: `User ${counter}`,
    address: "1 Main St",
    city: "Springfield",
    postalCode: "12345",
    country: "US",
    agreeToTerms: true,
    humanVerified: true,
    captchaVerification: { verified: true, humanScore: 100 },
    ...overrides,
  };
}

/** Registers a fresh user through the real route and returns its session cookie. */
export async function signUp(overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  const response = await callRoute(register, { method: "POST", path: "/api/register", body: payload });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string; email: string };
  return { user, cookie: sessionCookieFrom(response), password: payload.password as string };
}

/** As if the user had followed the link of their verification mail (sending invoices needs it). */
export async function markEmailVerified(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
}
