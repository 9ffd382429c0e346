// A stand-in worker for tests/unit/pdf/worker-pool.test.ts: speaks the pool's protocol
// (lib/pdf/worker/worker-pool.ts) and misbehaves on request. Like the PDF worker it says "ready"
// once it has loaded (here: after 200 ms), and each answer tells whether that came before the job
// and how much heap the thread uses.
import v8 from "node:v8";
import { parentPort, threadId } from "node:worker_threads";

let isReady = false;
const retained = [];

setTimeout(() => {
  isReady = true;
  parentPort.postMessage({ ready: true });
}, 200);

parentPort.on("message", ({ id, job }) => {
  const heapUsed = () => v8.getHeapStatistics().used_heap_size;
  const readyAtJob = isReady;
  if (job.crash) {
    setImmediate(() => {
      throw new Error("crashed on purpose");
    });
    return;
  }
  if (job.hang) for (;;);
  if (job.fail) {
    parentPort.postMessage({ id, error: { message: job.fail }, heapUsed: heapUsed() });
    return;
  }
  // Kept for the life of the thread, as a leak would be: about 1 MB per step.
  for (let mb = 0; mb < (job.retainMb ?? 0); mb += 1) retained.push(Array.from({ length: 128 * 1024 }, (_, i) => i + mb));
  setTimeout(() => {
    const bytes = new TextEncoder().encode(`${job.text} from thread ${threadId}${readyAtJob ? " (ready)" : ""}`);
    parentPort.postMessage({ id, bytes: bytes.buffer, heapUsed: heapUsed() }, [bytes.buffer]);
  }, job.delayMs ?? 0);
});
