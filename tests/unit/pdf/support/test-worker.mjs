// A stand-in worker for tests/unit/pdf/worker-pool.test.ts: speaks the pool's protocol
// (lib/pdf/worker/worker-pool.ts) and misbehaves on request.
import { parentPort, threadId } from "node:worker_threads";

parentPort.on("message", ({ id, job }) => {
  if (job.crash) {
    setImmediate(() => {
      throw new Error("crashed on purpose");
    });
    return;
  }
  if (job.hang) for (;;);
  if (job.fail) {
    parentPort.postMessage({ id, error: { message: job.fail } });
    return;
  }
  setTimeout(() => {
    const bytes = new TextEncoder().encode(`${job.text} from thread ${threadId}`);
    parentPort.postMessage({ id, bytes: bytes.buffer }, [bytes.buffer]);
  }, job.delayMs ?? 0);
});
