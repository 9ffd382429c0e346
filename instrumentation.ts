// Runs once when a server process starts (next start, npm start, a serverless host), never at build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { exitUnlessConfiguredForProduction } = await import("@/lib/config/production-config");
  exitUnlessConfiguredForProduction();
}
