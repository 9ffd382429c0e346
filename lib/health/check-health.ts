import "server-only";
import { db } from "@/lib/db";
import { databaseErrorSummary } from "@/lib/db/errors";

export type Health = { status: "ok"; db: "ok" } | { status: "error"; db: "error"; reason: string };

/** Answers only after a real round trip to the database. */
export async function checkHealth(): Promise<Health> {
  try {
    await db.$queryRaw`SELECT 1`;
    return { status: "ok", db: "ok" };
  } catch (error) {
    return { status: "error", db: "error", reason: `database unreachable: ${databaseErrorSummary(error)}` };
  }
}
