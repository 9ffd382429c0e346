// Runs before `next dev`: generates the Prisma client, applies the migrations and seeds the demo
// data (idempotent), so `npm install && npm run dev` is all a new machine needs.
import { execFileSync } from "node:child_process";
import path from "node:path";

const tsx = path.resolve("node_modules/.bin/tsx");
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
execFileSync(tsx, ["scripts/db-migrate.ts"], { stdio: "inherit" });
execFileSync(tsx, ["prisma/seed.ts"], { stdio: "inherit" });
