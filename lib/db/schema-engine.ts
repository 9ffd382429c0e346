import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type * as Engine from "@prisma/schema-engine-wasm";

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * Prisma's WebAssembly schema engine, instantiated by hand: the package targets bundlers
 * (its entry imports the .wasm as a module) and its exports block sub-path imports, so the
 * files are resolved from the package folder and the glue is wired up as wasm-bindgen expects.
 */
async function loadEngineModule(): Promise<typeof Engine> {
  const require = createRequire(path.resolve("package.json"));
  const packageDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const glue = await import(pathToFileURL(path.join(packageDir, "schema_engine_bg.js")).href);
  const wasmBytes = fs.readFileSync(path.join(packageDir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(wasmBytes, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return glue as typeof Engine;
}

let engineModule: Promise<typeof Engine> | undefined;

export async function startSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema = fs.readFileSync(SCHEMA_PATH, "utf8"),
): Promise<Engine.SchemaEngine> {
  engineModule ??= loadEngineModule();
  const { SchemaEngine } = await engineModule;
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(line);
  };
  return SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
}

/** The migrations folder in the shape the engine takes (Prisma Migrate's layout). */
export function readMigrations(dir = MIGRATIONS_DIR): Engine.MigrationList {
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  } as Engine.MigrationList;
}

export async function applyMigrations(engine: Engine.SchemaEngine, dir = MIGRATIONS_DIR) {
  const { appliedMigrationNames } = await engine.applyMigrations({
    migrationsList: readMigrations(dir),
    filters: NO_FILTERS,
  });
  return appliedMigrationNames;
}

/**
 * SQL that takes a database holding all migrations to what schema.prisma describes;
 * empty when they agree. The engine must be connected to a database with the migrations applied.
 */
export async function diffDatabaseToSchema(engine: Engine.SchemaEngine, schema = fs.readFileSync(SCHEMA_PATH, "utf8")): Promise<string> {
  const files = [{ path: SCHEMA_PATH, content: schema }];
  const { stdout } = await engine.diff({
    from: { tag: "schemaDatasource", files, configDir: path.dirname(SCHEMA_PATH) },
    to: { tag: "schemaDatamodel", files },
    script: true,
    exitCode: null,
    filters: NO_FILTERS,
  });
  const script = (stdout ?? "").trim();
  return script === "-- This is an empty migration." ? "" : script;
}
