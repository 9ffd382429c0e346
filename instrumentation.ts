// Runs once when a server process starts (next start, npm start, a serverless host), never at build.
export async function register() {
  // The Node.js server only, in the shape Next documents, so the edge bundle compiles none of it.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    if (process.env.NODE_ENV === "production") {
      const { exitUnlessConfiguredForProduction } = await import("@/lib/config/production-config");
      exitUnlessConfiguredForProduction();
    }
    // The PDF workers start and load their fonts now, not at the first PDF (production, or PDF_WORKERS set).
    const { startPdfRenderer } = await import("@/lib/pdf/start-pdf-renderer");
    await startPdfRenderer();
  }
}
