// npm run records:verify — walks every user's history chain and every stored invoice and credit
// note (issue #25, docs/records.md, "Checking the records"). Exit 0 with how many it checked, or
// exit 1 naming the first entry or document that does not match. Reads DATABASE_URL like the jobs
// (PostgreSQL, or the local PGlite database when unset); writes nothing.
import "./load-env";
import { verifyRecords } from "../lib/records/verify-records";

async function main(): Promise<number> {
  const result = await verifyRecords();
  if (!result.ok) {
    console.error(`records:verify: MISMATCH: ${result.mismatch}`);
    return 1;
  }
  console.log(
    `records:verify: OK: ${result.entries} history entries of ${result.users} users, ${result.invoices} invoices and ${result.creditNotes} credit notes checked; all match`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
