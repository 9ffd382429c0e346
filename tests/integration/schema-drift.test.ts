import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const TSX = path.resolve("node_modules/.bin/tsx");

// The check runs the WebAssembly schema engine in a child process: its glue is an ES module,
// which jest's module system would have to transpile. tsx finds tsconfig.json in the working
// directory, and the copy below has none: without ours, `server-only` would not resolve to its
// empty module and lib/db would refuse to load.
function checkDrift(cwd: string) {
  return spawnSync(TSX, ["--tsconfig", path.resolve("tsconfig.json"), path.resolve("scripts/db-migration.ts"), "--check"], {
    cwd,
    encoding: "utf8",
  });
}

describe("schema.prisma and prisma/migrations", () => {
  it("agree", () => {
    const result = checkDrift(process.cwd());
    expect(result.stderr).not.toMatch(/changes no migration holds/);
    expect(result.status).toBe(0);
  }, 60_000);

  it("are caught drifting apart when the schema gains a column no migration holds", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "drift-"));
    fs.cpSync("prisma", path.join(copy, "prisma"), { recursive: true });
    fs.symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));
    const schemaFile = path.join(copy, "prisma/schema.prisma");
    const schema = fs.readFileSync(schemaFile, "utf8");
    fs.writeFileSync(schemaFile, schema.replace("model Customer {", "model Customer {\n  nickname String?"));

    const result = checkDrift(copy);
    fs.rmSync(copy, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ADD COLUMN\s+"nickname"/);
  }, 60_000);
});
