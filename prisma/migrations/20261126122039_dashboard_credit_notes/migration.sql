-- Credit notes and refunds (issue #25) in the dashboard's aggregates and the status filters' indexes
-- (issue #30, docs/decisions/0021-dashboard-aggregates-and-user-scoped-indexes.md). What an invoice
-- still asks for is what is left after its credit notes, less what was paid and kept (refunds sent
-- back): openBalanceCondition in lib/invoices/status-filter.ts. Credit notes and refunds reach the
-- figures through Invoice.amountCredited and Invoice.amountRefunded, kept in step with them in the
-- same transaction, so the Invoice trigger covers every way they are written.

-- CreateTable
CREATE TABLE "DashboardOutstanding" (
    "userId" TEXT NOT NULL,
    "currency" "Currency" NOT NULL,
    "count" INTEGER NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "DashboardOutstanding_pkey" PRIMARY KEY ("userId","currency")
);

-- AddForeignKey
ALTER TABLE "DashboardOutstanding" ADD CONSTRAINT "DashboardOutstanding_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What is owed in all per user and currency, beside the buckets per due date: overdue is this less
-- the buckets due today or later (as many as days ahead), so the dashboard never sums years of
-- open invoices (the 100,000-invoice bench had 2,095 buckets).
CREATE OR REPLACE FUNCTION "dashboard_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  changed text := CASE TG_OP
    WHEN ''INSERT'' THEN $q$SELECT 1 AS sign, n.* FROM "new_invoices" n$q$
    WHEN ''DELETE'' THEN $q$SELECT -1 AS sign, o.* FROM "old_invoices" o$q$
    ELSE $q$SELECT -1 AS sign, o.* FROM "old_invoices" o UNION ALL SELECT 1, n.* FROM "new_invoices" n$q$
  END\003B
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    -- Sending, viewing, a new public token: none of the figures move.
    IF NOT EXISTS (
      SELECT 1 FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE (o."userId", o."currency", o."dueDate", o."total", o."amountPaid", o."amountCredited", o."amountRefunded", o."voidedAt" IS NULL)
        IS DISTINCT FROM (n."userId", n."currency", n."dueDate", n."total", n."amountPaid", n."amountCredited", n."amountRefunded", n."voidedAt" IS NULL)
    ) THEN
      RETURN NULL\003B
    END IF\003B
    -- Voiding takes the payments of the invoice out of the months they were paid in (and un-voiding
    -- puts them back). The payments themselves did not change.
    INSERT INTO "DashboardPaidMonth" AS m ("userId", "currency", "month", "count", "amount")
    SELECT x."userId", x."currency", p."date" - extract(day FROM p."date")::int + 1, sum(x.sign), sum(x.sign * p."amount")
    FROM (
      SELECT -1 AS sign, o."id", o."userId", o."currency" FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE o."voidedAt" IS NULL AND (n."voidedAt" IS NOT NULL OR (n."userId", n."currency") <> (o."userId", o."currency"))
      UNION ALL
      SELECT 1, n."id", n."userId", n."currency" FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE n."voidedAt" IS NULL AND (o."voidedAt" IS NOT NULL OR (n."userId", n."currency") <> (o."userId", o."currency"))
    ) x JOIN "Payment" p ON p."invoiceId" = x."id"
    GROUP BY 1, 2, 3 HAVING sum(x.sign) <> 0 OR sum(x.sign * p."amount") <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "month") DO UPDATE SET "count" = m."count" + EXCLUDED."count", "amount" = m."amount" + EXCLUDED."amount"\003B
    DELETE FROM "DashboardPaidMonth" m USING "new_invoices" n
    WHERE m."userId" = n."userId" AND m."count" = 0\003B
  END IF\003B

  EXECUTE format($q$
    INSERT INTO "DashboardCount" AS c ("userId", "invoices")
    SELECT "userId", sum(sign) FROM (%s) x
    WHERE EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT ("userId") DO UPDATE SET "invoices" = c."invoices" + EXCLUDED."invoices"
  $q$, changed)\003B

  EXECUTE format($q$
    INSERT INTO "DashboardOpenBalance" AS b ("userId", "currency", "dueDate", "count", "balance")
    SELECT "userId", "currency", "dueDate", sum(sign), sum(sign * (("total" - "amountCredited") - ("amountPaid" - "amountRefunded"))) FROM (%s) x
    WHERE "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited"
      AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 OR sum(sign * (("total" - "amountCredited") - ("amountPaid" - "amountRefunded"))) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "dueDate") DO UPDATE
      SET "count" = b."count" + EXCLUDED."count", "balance" = b."balance" + EXCLUDED."balance"
  $q$, changed)\003B
  EXECUTE format($q$
    INSERT INTO "DashboardOutstanding" AS b ("userId", "currency", "count", "balance")
    SELECT "userId", "currency", sum(sign), sum(sign * (("total" - "amountCredited") - ("amountPaid" - "amountRefunded"))) FROM (%s) x
    WHERE "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited"
      AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * (("total" - "amountCredited") - ("amountPaid" - "amountRefunded"))) <> 0 ORDER BY 1, 2
    ON CONFLICT ("userId", "currency") DO UPDATE
      SET "count" = b."count" + EXCLUDED."count", "balance" = b."balance" + EXCLUDED."balance"
  $q$, changed)\003B
  EXECUTE format($q$
    DELETE FROM "DashboardOutstanding" b USING (SELECT DISTINCT "userId", "currency" FROM (%s) x) k
    WHERE b."userId" = k."userId" AND b."currency" = k."currency" AND b."count" = 0
  $q$, changed)\003B
  EXECUTE format($q$
    DELETE FROM "DashboardOpenBalance" b USING (SELECT DISTINCT "userId", "currency", "dueDate" FROM (%s) x) k
    WHERE b."userId" = k."userId" AND b."currency" = k."currency" AND b."dueDate" = k."dueDate" AND b."count" = 0
  $q$, changed)\003B
  RETURN NULL\003B
END ';

CREATE OR REPLACE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS U&'
BEGIN
  DELETE FROM "DashboardCount"\003B
  DELETE FROM "DashboardOpenBalance"\003B
  DELETE FROM "DashboardPaidMonth"\003B
  DELETE FROM "DashboardOutstanding"\003B
  INSERT INTO "DashboardCount" ("userId", "invoices", "customers")
  SELECT u."id", (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u."id"), (SELECT count(*) FROM "Customer" c WHERE c."userId" = u."id")
  FROM "User" u\003B
  INSERT INTO "DashboardOpenBalance" ("userId", "currency", "dueDate", "count", "balance")
  SELECT "userId", "currency", "dueDate", count(*), sum(("total" - "amountCredited") - ("amountPaid" - "amountRefunded")) FROM "Invoice"
  WHERE "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited" GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardPaidMonth" ("userId", "currency", "month", "count", "amount")
  SELECT i."userId", i."currency", p."date" - extract(day FROM p."date")::int + 1, count(*), sum(p."amount")
  FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId" WHERE i."voidedAt" IS NULL GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardOutstanding" ("userId", "currency", "count", "balance")
  SELECT "userId", "currency", sum("count"), sum("balance") FROM "DashboardOpenBalance" GROUP BY 1, 2\003B
END ';

SELECT "dashboard_rebuild"();

-- The status filters' partial indexes follow statusCondition's new predicates word for word (the
-- planner matches the predicate, not its meaning): open (unpaid, overdue and its sub-statuses),
-- paid, credited and refund due. The void index is unchanged.
DROP INDEX "Invoice_open_list_idx";
DROP INDEX "Invoice_paid_list_idx";
CREATE INDEX "Invoice_open_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") < ("total" - "amountCredited");
CREATE INDEX "Invoice_paid_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") = ("total" - "amountCredited") AND "amountCredited" < "total";
CREATE INDEX "Invoice_credited_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") <= ("total" - "amountCredited") AND "amountCredited" >= "total";
CREATE INDEX "Invoice_refund_due_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") > ("total" - "amountCredited");
