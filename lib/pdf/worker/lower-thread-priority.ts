import fs from "node:fs";
import os from "node:os";

/** How far below the process's own priority a PDF worker runs (nice steps, at most 19). */
const NICENESS = 10;

/**
 * Lowers the calling thread's CPU priority, so the process's main thread (the event loop: every
 * request, /api/health) gets a core the moment it has work and the renders take what is left.
 * With one worker per core, the workers would otherwise share the cores equally with the main
 * thread, and each request would wait for a time slice behind the renders. Throughput is the same:
 * a core nobody else wants still goes to a worker.
 *
 * Linux gives each thread its own nice value, set through the thread's id (/proc/thread-self).
 * Elsewhere, or where it is refused, the thread keeps the process's priority.
 */
export function lowerThreadPriority(): void {
  try {
    const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + NICENESS));
  } catch {
    // not Linux, or not allowed: nothing changes
  }
}
