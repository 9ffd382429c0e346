import { defineConfig } from "prisma/config";

// Migrations run through scripts/db-migrate.ts (the WebAssembly schema engine, offline);
// this file only tells the CLI where the schema and the migrations are.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
