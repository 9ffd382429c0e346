// The Prisma CLI imports @prisma/streams-local only when `prisma dev` starts its local Prisma
// Postgres with durable streams. That package requires Node 22; this project supports Node 20.19
// and never runs `prisma dev` (PGlite is the local database), so package.json's `overrides` puts
// this stand-in in its place. Anything that does reach it gets a clear error.
export async function startLocalDurableStreamsServer() {
  throw new Error(
    "`prisma dev` is not supported in this project: @prisma/streams-local (Node >= 22) is replaced by a stub (docs/decisions/0015-exact-dependency-pins.md).",
  );
}
