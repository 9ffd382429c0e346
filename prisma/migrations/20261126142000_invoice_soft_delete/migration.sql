-- Issue #25, "nothing issued is deleted": deleting an invoice that never left the user keeps the row
-- (docs/records.md). "deletedAt" set means it counts nowhere: not in the dashboard's aggregates, not
-- in any list but ?status=deleted.

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- The aggregates (docs/decisions/0021-dashboard-aggregates-and-user-scoped-indexes.md): a deleted
-- invoice is left out of the rows the trigger counts, so deleting one is its old row leaving every
-- figure (count, open balance, outstanding) and nothing coming back. Its payments count only while
-- it is neither void nor deleted (an invoice with payments can't be deleted, so this is for rows
-- written around the app).
CREATE OR REPLACE FUNCTION "dashboard_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  changed text := CASE TG_OP
    WHEN ''INSERT'' THEN $q$SELECT 1 AS sign, n.* FROM "new_invoices" n WHERE n."deletedAt" IS NULL$q$
    WHEN ''DELETE'' THEN $q$SELECT -1 AS sign, o.* FROM "old_invoices" o WHERE o."deletedAt" IS NULL$q$
    ELSE $q$SELECT -1 AS sign, o.* FROM "old_invoices" o WHERE o."deletedAt" IS NULL UNION ALL SELECT 1, n.* FROM "new_invoices" n WHERE n."deletedAt" IS NULL$q$
  END\003B
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    -- Sending, viewing, a new public token: none of the figures move.
    IF NOT EXISTS (
      SELECT 1 FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE (o."userId", o."currency", o."dueDate", o."total", o."amountPaid", o."amountCredited", o."amountRefunded", o."voidedAt" IS NULL, o."deletedAt" IS NULL)
        IS DISTINCT FROM (n."userId", n."currency", n."dueDate", n."total", n."amountPaid", n."amountCredited", n."amountRefunded", n."voidedAt" IS NULL, n."deletedAt" IS NULL)
    ) THEN
      RETURN NULL\003B
    END IF\003B
    -- Voiding or deleting takes the payments of the invoice out of the months they were paid in
    -- (and undoing it puts them back). The payments themselves did not change.
    INSERT INTO "DashboardPaidMonth" AS m ("userId", "currency", "month", "count", "amount")
    SELECT x."userId", x."currency", p."date" - extract(day FROM p."date")::int + 1, sum(x.sign), sum(x.sign * p."amount")
    FROM (
      SELECT -1 AS sign, o."id", o."userId", o."currency" FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE o."voidedAt" IS NULL AND o."deletedAt" IS NULL
        AND (n."voidedAt" IS NOT NULL OR n."deletedAt" IS NOT NULL OR (n."userId", n."currency") <> (o."userId", o."currency"))
      UNION ALL
      SELECT 1, n."id", n."userId", n."currency" FROM "old_invoices" o JOIN "new_invoices" n ON n."id" = o."id"
      WHERE n."voidedAt" IS NULL AND n."deletedAt" IS NULL
        AND (o."voidedAt" IS NOT NULL OR o."deletedAt" IS NOT NULL OR (n."userId", n."currency") <> (o."userId", o."currency"))
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

-- An invoice removed outright (the purge) takes its payments out of their months, unless voiding or
-- deleting already did.
CREATE OR REPLACE FUNCTION "dashboard_invoice_deleting"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF OLD."voidedAt" IS NULL AND OLD."deletedAt" IS NULL AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = OLD."userId") THEN
    INSERT INTO "DashboardPaidMonth" AS m ("userId", "currency", "month", "count", "amount")
    SELECT OLD."userId", OLD."currency", p."date" - extract(day FROM p."date")::int + 1, -count(*), -sum(p."amount")
    FROM "Payment" p WHERE p."invoiceId" = OLD."id"
    GROUP BY 3 ORDER BY 3
    ON CONFLICT ("userId", "currency", "month") DO UPDATE SET "count" = m."count" + EXCLUDED."count", "amount" = m."amount" + EXCLUDED."amount"\003B
    DELETE FROM "DashboardPaidMonth" m WHERE m."userId" = OLD."userId" AND m."currency" = OLD."currency" AND m."count" = 0\003B
  END IF\003B
  RETURN OLD\003B
END ';

CREATE OR REPLACE FUNCTION "dashboard_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  changed text := CASE TG_OP
    WHEN ''INSERT'' THEN $q$SELECT 1 AS sign, n.* FROM "new_payments" n$q$
    WHEN ''DELETE'' THEN $q$SELECT -1 AS sign, o.* FROM "old_payments" o$q$
    ELSE $q$SELECT -1 AS sign, o.* FROM "old_payments" o UNION ALL SELECT 1, n.* FROM "new_payments" n$q$
  END\003B
BEGIN
  EXECUTE format($q$
    SELECT count(*) FROM (SELECT 1 FROM "Invoice" i WHERE i."id" IN (SELECT "invoiceId" FROM (%s) x) ORDER BY i."id" FOR SHARE) locked
  $q$, changed)\003B
  EXECUTE format($q$
    INSERT INTO "DashboardPaidMonth" AS m ("userId", "currency", "month", "count", "amount")
    SELECT i."userId", i."currency", x."date" - extract(day FROM x."date")::int + 1, sum(x.sign), sum(x.sign * x."amount")
    FROM (%s) x JOIN "Invoice" i ON i."id" = x."invoiceId"
    WHERE i."voidedAt" IS NULL AND i."deletedAt" IS NULL
    GROUP BY 1, 2, 3 HAVING sum(x.sign) <> 0 OR sum(x.sign * x."amount") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "month") DO UPDATE SET "count" = m."count" + EXCLUDED."count", "amount" = m."amount" + EXCLUDED."amount"
  $q$, changed)\003B
  EXECUTE format($q$
    DELETE FROM "DashboardPaidMonth" m USING (SELECT DISTINCT i."userId" FROM (%s) x JOIN "Invoice" i ON i."id" = x."invoiceId") k
    WHERE m."userId" = k."userId" AND m."count" = 0
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
  SELECT u."id", (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u."id" AND i."deletedAt" IS NULL), (SELECT count(*) FROM "Customer" c WHERE c."userId" = u."id")
  FROM "User" u\003B
  INSERT INTO "DashboardOpenBalance" ("userId", "currency", "dueDate", "count", "balance")
  SELECT "userId", "currency", "dueDate", count(*), sum(("total" - "amountCredited") - ("amountPaid" - "amountRefunded")) FROM "Invoice"
  WHERE "voidedAt" IS NULL AND "deletedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited" GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardPaidMonth" ("userId", "currency", "month", "count", "amount")
  SELECT i."userId", i."currency", p."date" - extract(day FROM p."date")::int + 1, count(*), sum(p."amount")
  FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId" WHERE i."voidedAt" IS NULL AND i."deletedAt" IS NULL GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardOutstanding" ("userId", "currency", "count", "balance")
  SELECT "userId", "currency", sum("count"), sum("balance") FROM "DashboardOpenBalance" GROUP BY 1, 2\003B
END ';

SELECT "dashboard_rebuild"();

-- The status filters' partial indexes follow statusCondition (lib/invoices/status-filter.ts) word
-- for word, now with "deletedAt" IS NULL: a deleted invoice is under no status but `deleted`, which
-- has its own index. The list without a status walks Invoice_userId_createdAt_id_idx and drops the
-- few deleted rows it meets.
DROP INDEX "Invoice_open_list_idx";
DROP INDEX "Invoice_paid_list_idx";
DROP INDEX "Invoice_void_list_idx";
DROP INDEX "Invoice_credited_list_idx";
DROP INDEX "Invoice_refund_due_list_idx";
CREATE INDEX "Invoice_open_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") < ("total" - "amountCredited");
CREATE INDEX "Invoice_paid_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") = ("total" - "amountCredited") AND "amountCredited" < "total";
CREATE INDEX "Invoice_credited_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") <= ("total" - "amountCredited") AND "amountCredited" >= "total";
CREATE INDEX "Invoice_refund_due_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") > ("total" - "amountCredited");
CREATE INDEX "Invoice_void_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NULL AND "voidedAt" IS NOT NULL;
CREATE INDEX "Invoice_deleted_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "deletedAt" IS NOT NULL;
