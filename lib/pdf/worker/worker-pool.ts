import "server-only";
import { Worker, type ResourceLimits } from "node:worker_threads";

/**
 * What the pool posts to a worker, and what the worker answers (worker/pdf-worker.ts speaks it).
 * A worker says `ready` once it has loaded what its jobs need; each answer tells its heap after
 * the job (V8's used heap of that thread, in bytes), which the pool compares with `heapLimitMb`.
 */
export type WorkerRequest<Job> = { id: number; job: Job };
export type WorkerReply =
  { ready: true } | ({ id: number; heapUsed?: number } & ({ bytes: ArrayBuffer } | { error: { message: string; stack?: string } }));

export type WorkerPoolOptions = {
  /** The worker's file: plain JavaScript on disk (worker threads run no TypeScript and no bundle). */
  script: string;
  /** At most this many workers, each running one job at a time. */
  size: number;
  /**
   * How many jobs a worker holds at once: the one it runs, and the rest posted ahead, waiting in
   * its port, so that it starts the next the moment it answers one instead of waiting for this
   * thread to read the answer and post another. Default 2; 1 posts a job only to an idle worker.
   */
  depth?: number;
  /** A job still running after this long is taken as stuck: its worker is ended and replaced. */
  timeoutMs?: number;
  /**
   * A worker whose heap is past this after a job is replaced between jobs: a new worker starts,
   * and the old one serves until the new one is ready, then ends. Unset: never.
   */
  heapLimitMb?: number;
  /** V8's hard limits per worker (node:worker_threads); past them the worker dies with its job. */
  resourceLimits?: ResourceLimits;
};

export type WorkerPool<Job> = {
  /** Runs the job on the first free worker (queued until one is free) and answers its bytes. */
  run(job: Job): Promise<Buffer>;
  /** Starts every worker now and resolves once each is ready (or has died trying): a server's start. */
  warm(): Promise<void>;
  /** How many workers were replaced for passing `heapLimitMb`. */
  readonly recycled: number;
  /** How many workers have said they are ready and are not being replaced. */
  readonly ready: number;
  /** How many jobs wait in the pool for a worker (not those posted to one, running or ahead). */
  readonly queued: number;
  /** Ends every worker; running and queued jobs fail. */
  close(): Promise<void>;
};

type Pending<Job> = { id: number; job: Job; resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Slot<Job> = {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  /** Past the heap limit: its replacement; it ends once idle and that one is ready, serving until then. */
  retiring?: Slot<Job>;
  /**
   * The jobs posted to this worker, in order: the first is the one it runs (the worker runs one at
   * a time, in the order posted), the others wait in its port and have not started.
   */
  jobs: Pending<Job>[];
  /** The timeout of the first job, from the moment it became the first. */
  timer?: NodeJS.Timeout;
  failure?: Error;
};

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_DEPTH = 2;

/**
 * A fixed-size pool of worker threads that turn jobs into bytes, first come, first served.
 *
 * - Workers start when work arrives, or all at once with `warm()` (a server's start): a process
 *   that never renders and is never warmed starts none.
 * - An idle worker is unref'd, so it never keeps a process (a script, jest) alive; one with a job
 *   is ref'd, so a script awaiting a result is not ended under it.
 * - A busy worker is posted the next job ahead (`depth`), once every worker has one: it starts it
 *   as soon as it has answered the last, without waiting for this thread (issue #30).
 * - A worker that dies (uncaught exception, out of memory, a broken script) fails the job it was
 *   running with an error and is replaced on demand; the jobs posted ahead to it, which never
 *   started, go back to the front of the queue and run on another worker. A job never waits on a
 *   dead worker. A stuck job is ended the same way after `timeoutMs`.
 * - A worker whose heap passed `heapLimitMb` after a job is replaced between jobs, with no job
 *   failed and no capacity lost: it keeps serving until its replacement is ready, and is posted
 *   nothing ahead meanwhile (a job already posted ahead to it runs there).
 */
export function createWorkerPool<Job>({
  script,
  size,
  depth = DEFAULT_DEPTH,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  heapLimitMb,
  resourceLimits,
}: WorkerPoolOptions): WorkerPool<Job> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a worker pool needs at least one worker, not ${size}`);
  if (!Number.isInteger(depth) || depth < 1) throw new Error(`a worker holds at least one job at a time, not ${depth}`);
  const slots = new Set<Slot<Job>>();
  const queue: Pending<Job>[] = [];
  let nextId = 1;
  let closed = false;
  let recycled = 0;

  function spawn(): Slot<Job> {
    const worker = new Worker(script, { resourceLimits });
    let markReady = () => {};
    const slot: Slot<Job> = { worker, isReady: false, jobs: [], ready: new Promise<void>((resolve) => (markReady = resolve)) };
    worker.unref();
    worker.on("message", (reply: WorkerReply) => {
      if ("ready" in reply) {
        slot.isReady = true;
        markReady();
        retireIdle();
        return dispatch();
      }
      const pending = slot.jobs[0];
      if (!pending || pending.id !== reply.id) return;
      slot.jobs.shift();
      startNext(slot);
      if ("bytes" in reply) pending.resolve(Buffer.from(reply.bytes));
      else pending.reject(workerError(reply.error));
      if (heapLimitMb !== undefined && !slot.retiring && (reply.heapUsed ?? 0) > heapLimitMb * 1024 * 1024) retire(slot);
      retireIdle();
      dispatch();
    });
    // "error" (an uncaught exception in the worker) is always followed by "exit".
    worker.on("error", (error) => (slot.failure ??= error));
    worker.on("exit", (code) => {
      slots.delete(slot);
      markReady(); // warm() waits for no dead worker
      const [running, ...ahead] = slot.jobs.splice(0);
      startNext(slot);
      const cause = slot.failure ?? new Error(`exit code ${code}`);
      running?.reject(new Error(`the worker thread stopped during the job: ${cause.message}`, { cause }));
      // Posted ahead, never started: first in line again, for another worker (close() failed them already).
      queue.unshift(...ahead);
      retireIdle(); // a worker retiring in favour of this one ends
      if (!closed) dispatch(); // a replacement starts if work is waiting
    });
    slots.add(slot);
    return slot;
  }

  /** Its replacement starts now; it ends (retireIdle) once that one is ready and it is idle. */
  function retire(slot: Slot<Job>) {
    recycled += 1;
    slot.retiring = closed ? undefined : spawn();
  }

  function retireIdle() {
    for (const slot of slots) {
      const replacement = slot.retiring;
      if (!replacement || slot.jobs.length || (!replacement.isReady && slots.has(replacement))) continue;
      slots.delete(slot);
      void slot.worker.terminate();
    }
  }

  const countRetiring = () => [...slots].filter((slot) => slot.retiring).length;

  /** The first job changed (answered, failed, or the slot's first): its timeout starts; an idle worker is unref'd. */
  function startNext(slot: Slot<Job>) {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    if (!slot.jobs.length) return void slot.worker.unref();
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.failure = new Error(`no answer within ${timeoutMs} ms`);
      void slot.worker.terminate();
    }, timeoutMs);
  }

  /**
   * Where the next job goes: an idle ready worker first, then an idle one being replaced, then one
   * still starting (its messages wait for it), then a new one; only when every worker has a job,
   * ahead to a ready one that is not being replaced and has fewer than `depth`, the least loaded.
   */
  function freeSlot(): Slot<Job> | undefined {
    const all = [...slots];
    const idle = all.filter((slot) => !slot.jobs.length);
    const fresh = idle.filter((slot) => !slot.retiring);
    const ahead = all
      .filter((slot) => slot.isReady && !slot.retiring && slot.jobs.length < depth)
      .sort((a, b) => a.jobs.length - b.jobs.length);
    return (
      fresh.find((slot) => slot.isReady) ??
      idle.find((slot) => slot.retiring) ??
      fresh[0] ??
      (slots.size - countRetiring() < size ? spawn() : undefined) ??
      ahead[0]
    );
  }

  function dispatch() {
    while (queue.length) {
      const slot = freeSlot();
      if (!slot) return;
      const pending = queue.shift() as Pending<Job>;
      slot.jobs.push(pending);
      if (slot.jobs.length === 1) startNext(slot);
      try {
        slot.worker.postMessage({ id: pending.id, job: pending.job } satisfies WorkerRequest<Job>);
      } catch (error) {
        // A job that can't be copied to another thread (a function, say) fails alone; nothing was posted.
        slot.jobs.pop();
        if (!slot.jobs.length) startNext(slot);
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
    async warm() {
      while (!closed && slots.size - countRetiring() < size) spawn();
      await Promise.all([...slots].map((slot) => slot.ready));
    },
    get recycled() {
      return recycled;
    },
    get queued() {
      return queue.length;
    },
    get ready() {
      return [...slots].filter((slot) => slot.isReady && !slot.retiring).length;
    },
    async close() {
      closed = true;
      const waiting = [...queue.splice(0), ...[...slots].flatMap((slot) => slot.jobs.splice(1))];
      for (const pending of waiting) pending.reject(new Error("the worker pool is closed"));
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
