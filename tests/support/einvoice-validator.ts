import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The offline EN 16931 / Peppol / Factur-X validation kit (../shared/einvoice, see its README).
 * Outside CI a checkout without it skips the validating tests with a loud notice; under CI=true
 * its absence fails them.
 */
export const VALIDATOR_DIR = path.resolve(process.cwd(), "..", "shared", "einvoice");

export function validatorAvailable(): boolean {
  const present =
    fs.existsSync(path.join(VALIDATOR_DIR, "einvoice-validate.mjs")) && fs.existsSync(path.join(VALIDATOR_DIR, "node_modules", "saxon-js"));
  if (!present && process.env.CI === "true") {
    throw new Error(
      `CI=true but the e-invoice validator is missing or not set up at ${VALIDATOR_DIR} (npm ci --prefix ../shared/einvoice)`,
    );
  }
  if (!present) {
    console.warn(
      `\n${"!".repeat(78)}\n!! E-INVOICE VALIDATION SKIPPED: ${VALIDATOR_DIR} is absent or has no node_modules.\n` +
        `!! Set it up (its README) to validate UBL, CII and Factur-X output; CI=true makes this a failure.\n${"!".repeat(78)}\n`,
    );
  }
  return present;
}

export type ValidationJob = { name: string; content: Uint8Array | string; kind: "ubl" | "cii" | "facturx" };
export type ValidationResult = { name: string; ok: boolean; output: string };

function commandFor(file: string, kind: ValidationJob["kind"]): string[] {
  if (kind === "facturx") return [path.join(VALIDATOR_DIR, "facturx-pdf-check.mjs"), file, "--validate-xml"];
  return [path.join(VALIDATOR_DIR, "einvoice-validate.mjs"), file, ...(kind === "ubl" ? ["--peppol"] : [])];
}

function run(file: string, kind: ValidationJob["kind"]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, commandFor(file, kind), { maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      resolve({ ok: !error, output: `${stdout}${stderr}`.trim() });
    });
  });
}

/**
 * Validates every document, a few processes at a time: the kit takes one file per call (about 1.5 s
 * of rule loading each), so the batch runs as many calls in parallel as the machine has cores.
 */
export async function validateAll(jobs: readonly ValidationJob[]): Promise<ValidationResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "einvoice-test-"));
  const queue = jobs.map((job, index) => {
    const file = path.join(dir, `${index}-${job.name.replace(/[^\w.-]+/g, "_")}.${job.kind === "facturx" ? "pdf" : "xml"}`);
    fs.writeFileSync(file, job.content);
    return { job, file };
  });
  const results: ValidationResult[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const index = next++;
      const { job, file } = queue[index]!;
      const { ok, output } = await run(file, job.kind);
      results[index] = { name: `${job.kind} ${job.name}`, ok, output };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), 4)) }, worker));
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}
