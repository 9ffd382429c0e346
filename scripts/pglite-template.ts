// Writes a migrated, empty PGlite database as a tarball (used by the integration tests to start
// every test file from a fresh copy instead of migrating again).
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { openAdapter } from "../lib/db/adapter";
import { PGLITE_EXTENSIONS } from "../lib/db/pglite-extensions";
import { applyMigrations, startSchemaEngine } from "../lib/db/schema-engine";

async function main() {
  const [outFile] = process.argv.slice(2);
  if (!outFile) throw new Error("usage: tsx scripts/pglite-template.ts <out.tar.gz>");
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const adapter = openAdapter({ kind: "pglite", dataDir: undefined }, pglite);
  const engine = await startSchemaEngine(adapter.factory);
  await applyMigrations(engine);
  engine.free();
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
