import path from "node:path";
import { createWorkerPool, type WorkerPool } from "@/lib/pdf/worker/worker-pool";

type TestJob = {
  text?: string;
  delayMs?: number;
  crash?: boolean;
  hang?: boolean;
  fail?: string;
  notCopyable?: () => void;
  retainMb?: number;
};

// The pool's mechanics with a stand-in worker that answers, fails, crashes or hangs on request.
const script = path.join(__dirname, "support/test-worker.mjs");
let pool: WorkerPool<TestJob>;

afterEach(() => pool.close());

describe("createWorkerPool", () => {
  it("runs as many jobs at once as it has workers, and queues the rest", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 2 });
    const answers = (await Promise.all([1, 2, 3, 4].map((n) => pool.run({ text: `job ${n}`, delayMs: 100 })))).map(String);
    expect(answers.map((answer) => answer.split(" from ")[0])).toEqual(["job 1", "job 2", "job 3", "job 4"]);
    expect(new Set(answers.map((answer) => answer.split(" from ")[1])).size).toBe(2);
  });

  it("fails the job of a worker that crashes, and runs the next job on a new worker", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    const before = String(await pool.run({ text: "before" }));
    await expect(pool.run({ crash: true })).rejects.toThrow("the worker thread stopped during the job: crashed on purpose");
    const after = String(await pool.run({ text: "after" }));
    expect(after).toMatch(/^after from thread \d+/);
    expect(after.split(" from ")[1]).not.toBe(before.split(" from ")[1]);
  });

  it("fails the jobs queued behind a crash one by one, none waiting forever", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    const results = await Promise.allSettled([
      pool.run({ crash: true }),
      pool.run({ text: "queued" }),
      pool.run({ crash: true }),
      pool.run({ text: "last" }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "rejected", "fulfilled"]);
  });

  it("hands a job's own error to the caller and keeps the worker", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    const first = String(await pool.run({ text: "one" })).split(" from ")[1];
    await expect(pool.run({ fail: "no such template" })).rejects.toThrow("no such template");
    expect(String(await pool.run({ text: "two" })).split(" from ")[1]).toBe(first);
  });

  it("fails a job that can't be copied to the worker, and runs the next one at once", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    await expect(pool.run({ notCopyable: () => undefined })).rejects.toThrow("could not be cloned");
    expect(String(await pool.run({ text: "next" }))).toMatch(/^next from/);
  });

  // The timeout is long enough for a new worker to start and answer on a busy machine: the next job runs on one.
  it("ends a stuck job after the timeout and replaces its worker", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, timeoutMs: 1_500 });
    await expect(pool.run({ hang: true })).rejects.toThrow("no answer within 1500 ms");
    expect(String(await pool.run({ text: "next" }))).toMatch(/^next from/);
  });

  it("fails running and queued jobs when closed, and refuses new ones", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    const running = expect(pool.run({ text: "slow", delayMs: 5_000 })).rejects.toThrow("stopped during the job");
    const queued = expect(pool.run({ text: "queued" })).rejects.toThrow("closed");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.close();
    await running;
    await queued;
    await expect(pool.run({ text: "late" })).rejects.toThrow("closed");
  });

  it("warm() starts every worker at once and resolves when each has said it is ready", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 2 });
    await pool.warm();
    const answers = (await Promise.all([1, 2].map((n) => pool.run({ text: `job ${n}`, delayMs: 100 })))).map(String);
    expect(answers.every((answer) => answer.endsWith("(ready)"))).toBe(true);
    expect(new Set(answers.map((answer) => answer.split(" from ")[1])).size).toBe(2);
  });

  it("without warm(), the first job starts its worker and waits for it", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    expect(String(await pool.run({ text: "first" }))).toMatch(/^first from thread \d+$/);
  });

  it("replaces a worker whose heap passed the limit between jobs, failing none", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, heapLimitMb: 24 });
    await pool.warm();
    const small = String(await pool.run({ text: "small" })).split(" from ")[1];
    const grown = String(await pool.run({ text: "grown", retainMb: 48 })).split(" from ")[1];
    expect(grown).toBe(small);
    expect(pool.recycled).toBe(1);
    // The old worker serves until its replacement is ready, then ends: later jobs come from the new one.
    let thread = grown;
    for (let attempt = 0; attempt < 100 && thread === grown; attempt += 1) {
      thread = String(await pool.run({ text: "after", delayMs: 10 })).split(" from ")[1];
    }
    expect(thread).not.toBe(grown);
    expect(thread).toMatch(/\(ready\)$/);
    expect(pool.recycled).toBe(1);
  });

  it("fails the job of a worker past its hard heap limit (resourceLimits) and runs the next on a new one", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    await expect(pool.run({ text: "leak", retainMb: 256 })).rejects.toThrow("the worker thread stopped during the job");
    expect(String(await pool.run({ text: "next" }))).toMatch(/^next from/);
  });
});
