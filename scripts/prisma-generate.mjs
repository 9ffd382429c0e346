// Generates the Prisma client into lib/generated/prisma. The CLI wants a schema-engine binary on
// start-up, which can't be downloaded here and isn't used by `generate`: any existing file will do.
import { execFileSync } from "node:child_process";
import path from "node:path";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const prisma = path.resolve("node_modules/.bin/prisma");
execFileSync(prisma, ["generate"], { stdio: ["ignore", "ignore", "inherit"], env });
console.log("Prisma client generated in lib/generated/prisma.");
