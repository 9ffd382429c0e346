type Env = Record<string, string | undefined>;

/**
 * What production cannot run without. APP_URL: the Origin check, Secure cookies and the links in
 * mails are built on it, never on a Host header a client chose. NEXTAUTH_SECRET: every instance
 * must hash session tokens with the same key, and a generated key on a host's disk is no secret.
 */
export function productionConfigProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  const appUrl = env.APP_URL?.trim();
  if (!appUrl) problems.push("APP_URL is not set: set it to the public address of the app, e.g. https://invoices.example.com");
  else if (!/^https?:\/\/[^/]+/i.test(appUrl)) problems.push(`APP_URL must be an http(s) address, got "${appUrl}"`);
  if (!env.NEXTAUTH_SECRET?.trim())
    problems.push("NEXTAUTH_SECRET is not set: generate one with `openssl rand -base64 32` and use the same on every instance");
  else if (env.NEXTAUTH_SECRET.trim().length < 32)
    problems.push("NEXTAUTH_SECRET is too short: use at least 32 characters (`openssl rand -base64 32`)");
  return problems;
}

/**
 * Ends the process with one message that lists every problem, so an operator fixes them all in one
 * go. Next 16 only logs an error thrown by instrumentation's register() and serves anyway.
 */
export function exitUnlessConfiguredForProduction(env: Env = process.env): void {
  const problems = productionConfigProblems(env);
  if (problems.length === 0) return;
  console.error(`InvoiceFlow will not start in production:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\nSee .env.example.`);
  process.exit(1);
}
