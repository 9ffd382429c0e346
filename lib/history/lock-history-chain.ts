import "server-only";
import type { Tx } from "@/lib/db";

/**
 * Takes the user's history chain head (the row every appended entry locks, history_chain migration)
 * now, before the transaction touches the dashboard's aggregate rows. Creating an invoice appends its
 * `created` entry before its insert updates the aggregates; a payment, credit, void, delete or send
 * that updated an invoice first and appended after took the same two locks the other way round, and
 * two such writes of one user at once deadlocked (40P01). One order everywhere: invoice row, chain
 * head, aggregates.
 */
export async function lockHistoryChain(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "HistoryChain" ("userId", "lastSequence", "lastHash") VALUES (${userId}, 0, repeat('0', 64))
    ON CONFLICT ("userId") DO NOTHING`;
  await tx.$queryRaw`SELECT 1 FROM "HistoryChain" WHERE "userId" = ${userId} FOR UPDATE`;
}
