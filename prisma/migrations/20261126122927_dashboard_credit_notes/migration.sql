-- Issue #25 x #30: the dashboard's open balances after credit notes and refunds. An invoice is open
-- while what was paid and kept (payments less refunds) is below what is left after its credit notes,
-- and its balance is that difference (lib/invoices/invoice-status.ts, openBalanceCondition). Credit
-- notes and refunds change "amountCredited" and "amountRefunded" on the invoice in their own
-- transaction, so the invoices' statement-level trigger of migration dashboard_aggregates sees them:
-- its function and the rebuild are replaced with the credit-aware formulas, then the buckets are
-- counted again from the invoices.
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
    -- puts them back)\003B the payments themselves did not change.
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
    SELECT "userId", "currency", "dueDate", sum(sign), sum(sign * ("total" - "amountCredited" - "amountPaid" + "amountRefunded")) FROM (%s) x
    WHERE "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited" AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 OR sum(sign * ("total" - "amountCredited" - "amountPaid" + "amountRefunded")) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "dueDate") DO UPDATE
      SET "count" = b."count" + EXCLUDED."count", "balance" = b."balance" + EXCLUDED."balance"
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
  INSERT INTO "DashboardCount" ("userId", "invoices", "customers")
  SELECT u."id", (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u."id"), (SELECT count(*) FROM "Customer" c WHERE c."userId" = u."id")
  FROM "User" u\003B
  INSERT INTO "DashboardOpenBalance" ("userId", "currency", "dueDate", "count", "balance")
  SELECT "userId", "currency", "dueDate", count(*), sum("total" - "amountCredited" - "amountPaid" + "amountRefunded") FROM "Invoice"
  WHERE "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < "total" - "amountCredited" GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardPaidMonth" ("userId", "currency", "month", "count", "amount")
  SELECT i."userId", i."currency", p."date" - extract(day FROM p."date")::int + 1, count(*), sum(p."amount")
  FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId" WHERE i."voidedAt" IS NULL GROUP BY 1, 2, 3\003B
END ';

SELECT "dashboard_rebuild"();
