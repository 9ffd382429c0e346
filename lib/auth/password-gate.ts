import "server-only";
import os from "node:os";
import { AppError } from "@/lib/errors";

/**
 * At most a few argon2 hashes run at once per instance (each takes 64 MiB and a core for ~60 ms):
 * a flood of logins then queues here instead of starving every other request of CPU and memory.
 * A request that waits longer than the queue allows gets 503 with Retry-After.
 */
const MAX_CONCURRENT = positiveInt(process.env.PASSWORD_HASH_CONCURRENCY) ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
const MAX_WAIT_MS = positiveInt(process.env.PASSWORD_HASH_QUEUE_MS) ?? 5_000;

export const PASSWORD_BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a hashing slot is free, or throws 503 after waiting too long for one. */
export async function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await waitForSlot();
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else running -= 1;
  }
}

function waitForSlot(): Promise<void> {
  return new Promise((resolve, reject) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake), 1);
      reject(new AppError("unavailable", PASSWORD_BUSY_MESSAGE, { retryAfter: 1 }));
    }, MAX_WAIT_MS);
    waiting.push(wake);
  });
}

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}
