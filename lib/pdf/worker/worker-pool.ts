import "server-only";
import { Worker } from "node:worker_threads";

/** What the pool posts to a worker, and what the worker answers (worker/pdf-worker.ts speaks it). */
export type WorkerRequest<Job> = { id: number; job: Job };
export type WorkerReply = { id: number; bytes: ArrayBuffer } | { id: number; error: { message: string; stack?: string } };

export type WorkerPoolOptions = {
  /** The worker's file: plain JavaScript on disk (worker threads run no TypeScript and no bundle). */
  script: string;
  /** At most this many workers, each running one job at a time. */
  size: number;
  /** A job still running after this long is taken as stuck: its worker is ended and replaced. */
  timeoutMs?: number;
};

export type WorkerPool<Job> = {
  /** Runs the job on the first free worker (queued until one is free) and answers its bytes. */
  run(job: Job): Promise<Buffer>;
  /** Ends every worker; running and queued jobs fail. */
  close(): Promise<void>;
};

type Pending<Job> = { id: number; job: Job; resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Slot<Job> = { worker: Worker; current?: Pending<Job>; timer?: NodeJS.Timeout; failure?: Error };

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * A fixed-size pool of worker threads that turn jobs into bytes, first come, first served.
 *
 * - Workers start when work arrives, not before: a process that never renders starts none.
 * - An idle worker is unref'd, so it never keeps a process (a script, jest) alive; one with a job
 *   is ref'd, so a script awaiting a result is not ended under it.
 * - A worker that dies (uncaught exception, out of memory, a broken script) fails its own job with
 *   an error and is replaced on demand; a job never waits on a dead worker. A stuck job is ended
 *   the same way after `timeoutMs`.
 */
export function createWorkerPool<Job>({ script, size, timeoutMs = DEFAULT_TIMEOUT_MS }: WorkerPoolOptions): WorkerPool<Job> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a worker pool needs at least one worker, not ${size}`);
  const slots = new Set<Slot<Job>>();
  const queue: Pending<Job>[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot<Job> {
    const slot: Slot<Job> = { worker: new Worker(script) };
    slot.worker.unref();
    slot.worker.on("message", (reply: WorkerReply) => {
      const pending = slot.current;
      if (!pending || pending.id !== reply.id) return;
      release(slot);
      if ("bytes" in reply) pending.resolve(Buffer.from(reply.bytes));
      else pending.reject(workerError(reply.error));
      dispatch();
    });
    // "error" (an uncaught exception in the worker) is always followed by "exit".
    slot.worker.on("error", (error) => (slot.failure ??= error));
    slot.worker.on("exit", (code) => {
      slots.delete(slot);
      const pending = slot.current;
      release(slot);
      const cause = slot.failure ?? new Error(`exit code ${code}`);
      pending?.reject(new Error(`the worker thread stopped during the job: ${cause.message}`, { cause }));
      if (!closed) dispatch(); // a replacement starts if work is waiting
    });
    slots.add(slot);
    return slot;
  }

  function release(slot: Slot<Job>) {
    clearTimeout(slot.timer);
    slot.current = undefined;
    slot.timer = undefined;
    slot.worker.unref();
  }

  function dispatch() {
    while (queue.length) {
      const slot = [...slots].find((candidate) => !candidate.current) ?? (slots.size < size ? spawn() : undefined);
      if (!slot) return;
      const pending = queue.shift() as Pending<Job>;
      slot.current = pending;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        slot.failure = new Error(`no answer within ${timeoutMs} ms`);
        void slot.worker.terminate();
      }, timeoutMs);
      try {
        slot.worker.postMessage({ id: pending.id, job: pending.job } satisfies WorkerRequest<Job>);
      } catch (error) {
        // A job that can't be copied to another thread (a function, say) fails alone.
        release(slot);
        pending.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  return {
    run(job) {
      if (closed) return Promise.reject(new Error("the worker pool is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("the worker pool is closed"));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

/** The job's own error, as thrown in the worker (its stack points into the worker's code). */
function workerError({ message, stack }: { message: string; stack?: string }): Error {
  const error = new Error(message);
  if (stack) error.stack = stack;
  return error;
}
