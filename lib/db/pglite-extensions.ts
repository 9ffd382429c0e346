import "server-only";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The contrib extensions the migrations create (CREATE EXTENSION pg_trgm: the search indexes,
 * docs/decisions/0021-dashboard-aggregates-and-user-scoped-indexes.md). PostgreSQL ships them as
 * contrib; PGlite ships each as a separate bundle that must be handed to the constructor before
 * CREATE EXTENSION can find it, so every PGlite this app opens passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
