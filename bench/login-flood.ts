import fs from "node:fs";
import { freshBenchDatabase, signUpOverHttp, startServer } from "./bench-server";
import { percentile, summary } from "./stats";

const PORT = 3912;
const PARALLEL = 64;
const ADDRESSES = 8;
const ROUNDS = 2;

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
}

/**
 * Issues #18 and #26: 64 parallel logins with wrong passwords from 8 addresses (one trusted proxy
 * hop, so X-Forwarded-For's last entry is the address), half of them at one account, two rounds,
 * while /api/health is polled. The limits reserve their slots before hashing, so the answers are
 * exactly 10 × 401 per (account, address) and the rest 429; the password gate keeps the server
 * answering: health p95 < 100 ms, RSS < 600 MB.
 */
export async function benchLoginFlood(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_login_flood");
  const server = await startServer(databaseUrl, PORT, { TRUSTED_PROXY_HOPS: "1" });
  try {
    const victim = `victim-${Date.now()}@example.com`;
    await signUpOverHttp(server.baseUrl, victim);
    const health: number[] = [];
    let peakRss = rssMb(server.pid);
    let flooding = true;
    const poll = (async () => {
      while (flooding) {
        const start = performance.now();
        await fetch(`${server.baseUrl}/api/health`);
        health.push(performance.now() - start);
        peakRss = Math.max(peakRss, rssMb(server.pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        Array.from({ length: PARALLEL }, async (_, index) => {
          const response = await fetch(`${server.baseUrl}/api/login`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `198.18.0.${(index % ADDRESSES) + 1}` },
            body: JSON.stringify({ email: index % 2 ? victim : `nobody-${round}-${index}@example.com`, password: "wrong-password" }),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    }
    const floodMs = performance.now() - started;
    flooding = false;
    await poll;
    const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(", ");
    return [
      `${PARALLEL * ROUNDS} wrong-password logins, ${PARALLEL} at a time from ${ADDRESSES} addresses, in ${(floodMs / 1000).toFixed(1)} s (${answered})`,
      `/api/health while flooded: ${summary(health)} (aim p95 < 100 ms: ${percentile(health, 95) < 100 ? "met" : "MISSED"})`,
      `server RSS peak ${peakRss.toFixed(0)} MB (aim < 600 MB: ${peakRss < 600 ? "met" : "MISSED"})`,
    ];
  } finally {
    server.stop();
  }
}
