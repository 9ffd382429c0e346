/** Percentile of already-measured durations (nearest-rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function timeEach(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

export function summary(samples: number[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `n=${samples.length} p50=${ms(percentile(samples, 50))} p95=${ms(percentile(samples, 95))} max=${ms(Math.max(...samples))}`;
}
