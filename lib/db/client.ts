import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import type { ITXClientDenyList } from "@prisma/client/runtime/client";
import { openAdapter } from "./adapter";
import { parseDatabaseUrl, type DatabaseTarget } from "./database-url";

/** Secrets never leave by accident: every query omits the password hash unless it asks for it. */
const OMIT_SECRETS = { user: { passwordHash: true } } as const;

export function createPrismaClient(target: DatabaseTarget, adapter = openAdapter(target)) {
  return new PrismaClient({ adapter: adapter.factory, omit: OMIT_SECRETS });
}

export type AppPrismaClient = ReturnType<typeof createPrismaClient>;

// One client per process, kept on globalThis so dev-server reloads and tests reuse it.
const holder = globalThis as typeof globalThis & { __appPrisma?: AppPrismaClient };

/** Replaces the process's client (integration tests point it at their own fresh database). */
export function setPrismaClient(client: AppPrismaClient | undefined): void {
  holder.__appPrisma = client;
}

export function getPrismaClient(): AppPrismaClient {
  holder.__appPrisma ??= createPrismaClient(parseDatabaseUrl(process.env.DATABASE_URL));
  return holder.__appPrisma;
}

/**
 * The database, resolved on first use rather than at import, so importing a module never opens
 * a connection and tests can swap the client before anything touches it.
 */
export const db: AppPrismaClient = new Proxy({} as AppPrismaClient, {
  get(_target, property) {
    const client = getPrismaClient();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** The client inside db.$transaction(async (tx) => …): domain functions accept either. */
export type Tx = Omit<AppPrismaClient, ITXClientDenyList>;
