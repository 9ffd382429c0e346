import "server-only";
import { db } from "@/lib/db";

export type FeedEvent = {
  id: string;
  /** The spec's four, plus "admin" for the audit trail of admin writes. */
  type: "signup" | "invoice" | "upgrade" | "error" | "admin";
  description: string;
  timestamp: Date;
  userEmail?: string;
};

export const FEED_SIZE = 50;

/** The latest 50 events: activity (signup, invoice, upgrade, error) and admin actions, newest first. */
export async function readRealtimeFeed(): Promise<FeedEvent[]> {
  return db.$queryRaw<FeedEvent[]>`
    SELECT id, type, description, timestamp, "userEmail" FROM (
      (SELECT id, type::text AS type, description, "createdAt" AS timestamp, "userEmail"
        FROM "ActivityEvent" ORDER BY "createdAt" DESC LIMIT ${FEED_SIZE})
      UNION ALL
      (SELECT id, 'admin' AS type, description, "createdAt" AS timestamp, "adminEmail" AS "userEmail"
        FROM "AdminAuditLog" ORDER BY "createdAt" DESC LIMIT ${FEED_SIZE})
    ) events
    ORDER BY timestamp DESC, id DESC
    LIMIT ${FEED_SIZE}`.then((rows) => rows.map(({ userEmail, ...event }) => (userEmail ? { ...event, userEmail } : event)));
}
