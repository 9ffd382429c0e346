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

// One job at a time, in the order posted, as the PDF worker runs them: the pool posts a busy worker
// its next job ahead. A job with `reportAhead` says in its answer (" [ahead]") that it arrived while
// another was running.
const queue = [];
let running = false;

parentPort.on("message", (request) => {
  request.ahead = running;
  queue.push(request);
  if (!running) next();
});

function next() {
  const request = queue.shift();
  running = Boolean(request);
  if (request) run(request, next);
}

function run({ id, job, ahead }, done) {
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
    return done();
  }
  // Kept for the life of the thread, as a leak would be: about 1 MB per step.
  for (let mb = 0; mb < (job.retainMb ?? 0); mb += 1) retained.push(Array.from({ length: 128 * 1024 }, (_, i) => i + mb));
  setTimeout(() => {
    const text = `${job.text}${job.reportAhead && ahead ? " [ahead]" : ""}`;
    const bytes = new TextEncoder().encode(`${text} from thread ${threadId}${readyAtJob ? " (ready)" : ""}`);
    parentPort.postMessage({ id, bytes: bytes.buffer, heapUsed: heapUsed() }, [bytes.buffer]);
    done();
  }, job.delayMs ?? 0);
}
