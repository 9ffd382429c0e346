// Plain JavaScript: scripts/start.mjs (the server's main thread) runs it without a compiler, and the
// PDF worker (lib/pdf/worker/pdf-worker.ts) is bundled with it. No `import "server-only"`: that
// package throws outside Next's bundles, and neither importer is one (nor is any client code).
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * One full garbage collection of this thread's heap, now: what a start leaves (Next's prepare,
 * the routes' code, the PDF warm-up) is collected before the first PDF instead of during it
 * (issue #30, seen with --trace-gc: a 42 ms scavenge of the main thread, and in the workers a
 * Mark-Compact with its concurrent marking on V8's background threads, on the first downloads).
 * `gc` is exposed for this one call (V8's --expose-gc, as jest does for --logHeapUsage). Never
 * throws: if it cannot run, the first requests collect instead.
 */
export function collectGarbage() {
  try {
    v8.setFlagsFromString("--expose-gc");
    runInNewContext("gc")();
  } catch {
    // Not fatal.
  } finally {
    v8.setFlagsFromString("--no-expose-gc");
  }
}
