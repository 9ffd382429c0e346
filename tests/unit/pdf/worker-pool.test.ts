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
  /** The answer says " [ahead]" when the job reached the worker while another was running. */
  reportAhead?: boolean;
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

  it("posts a busy worker its next job ahead, which it runs after the one it has", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    await pool.warm();
    const first = pool.run({ text: "first", delayMs: 200 });
    const second = pool.run({ text: "second", reportAhead: true });
    const third = pool.run({ text: "third" });
    expect(pool.queued).toBe(1); // the second is in the worker's port already; the third waits for it to finish one
    expect(String(await first)).toMatch(/^first from/);
    expect(String(await second)).toMatch(/^second \[ahead\] from/);
    expect(String(await third)).toMatch(/^third from/);
  });

  it("with depth 1, posts a job only to an idle worker", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, depth: 1 });
    await pool.warm();
    const jobs = [pool.run({ text: "first", delayMs: 100 }), pool.run({ text: "second", reportAhead: true })];
    expect(pool.queued).toBe(1);
    expect((await Promise.all(jobs)).map(String)).toEqual([expect.stringMatching(/^first from/), expect.stringMatching(/^second from/)]);
  });

  it("runs a job posted ahead to a worker that then crashes on another worker, failing only the job that crashed", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    await pool.warm();
    const before = String(await pool.run({ text: "before" })).split(" from ")[1];
    const crash = pool.run({ crash: true });
    const ahead = pool.run({ text: "ahead" });
    expect(pool.queued).toBe(0); // posted to the worker that is about to crash
    await expect(crash).rejects.toThrow("the worker thread stopped during the job: crashed on purpose");
    const answer = String(await ahead);
    expect(answer).toMatch(/^ahead from thread \d+/);
    expect(answer.split(" from ")[1]).not.toBe(before);
  });

  it("runs a job posted ahead behind a stuck job on a new worker once the stuck one times out", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, timeoutMs: 1_500 });
    await pool.warm();
    const stuck = pool.run({ hang: true });
    const ahead = pool.run({ text: "ahead" });
    expect(pool.queued).toBe(0);
    await expect(stuck).rejects.toThrow("no answer within 1500 ms");
    expect(String(await ahead)).toMatch(/^ahead from/);
  });

  it("fails a job posted ahead when closed, as a queued one", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1 });
    await pool.warm();
    const running = expect(pool.run({ text: "slow", delayMs: 5_000 })).rejects.toThrow("stopped during the job");
    const ahead = expect(pool.run({ text: "ahead" })).rejects.toThrow("the worker pool is closed");
    expect(pool.queued).toBe(0);
    await pool.close();
    await running;
    await ahead;
  });

  it("fails the job of a worker past its hard heap limit (resourceLimits) and runs the next on a new one", async () => {
    pool = createWorkerPool<TestJob>({ script, size: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    await expect(pool.run({ text: "leak", retainMb: 256 })).rejects.toThrow("the worker thread stopped during the job");
    expect(String(await pool.run({ text: "next" }))).toMatch(/^next from/);
  });
});
