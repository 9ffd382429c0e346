import { db } from "@/lib/db";

export type Health =
  | { status: "ok"; db: "ok" }
  | { status: "error"; db: "error"; reason: string };

/** Answers only after a real round trip to the database. */
export async function checkHealth(): Promise<Health> {
  try {
    await db.$queryRaw`SELECT 1`;
    return { status: "ok", db: "ok" };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : "unknown error";
    return { status: "error", db: "error", reason: `database unreachable: ${reason}` };
  }
}
