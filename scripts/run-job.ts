// A scheduled job run from the command line (npm run jobs:*): prints the run's JSON summary and exits
// 0, or prints the error and exits 1, so a system cron's mail shows either.
export function runJob(job: () => Promise<unknown>): void {
  job().then(
    (result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
