import os from "node:os";
import { pdfWorkerCount } from "@/lib/pdf/worker/pdf-worker-count";

describe("pdfWorkerCount", () => {
  it("takes PDF_WORKERS when it is a whole number, 0 included", () => {
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: "3" })).toBe(3);
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: " 0 " })).toBe(0);
    expect(pdfWorkerCount({ NODE_ENV: "development", PDF_WORKERS: "2" })).toBe(2);
  });

  it("is one worker per core in production, and in-thread (0) elsewhere, when unset or unreadable", () => {
    expect(pdfWorkerCount({ NODE_ENV: "production" })).toBe(os.availableParallelism());
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: "" })).toBe(os.availableParallelism());
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: "two" })).toBe(os.availableParallelism());
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: "-1" })).toBe(os.availableParallelism());
    expect(pdfWorkerCount({ NODE_ENV: "production", PDF_WORKERS: "1.5" })).toBe(os.availableParallelism());
    expect(pdfWorkerCount({ NODE_ENV: "test" })).toBe(0);
    expect(pdfWorkerCount({ NODE_ENV: "development" })).toBe(0);
  });
});
