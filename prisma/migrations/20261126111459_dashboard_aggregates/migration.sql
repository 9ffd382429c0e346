-- CreateTable
CREATE TABLE "DashboardCount" (
    "userId" TEXT NOT NULL,
    "invoices" INTEGER NOT NULL DEFAULT 0,
    "customers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DashboardCount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "DashboardOpenBalance" (
    "userId" TEXT NOT NULL,
    "currency" "Currency" NOT NULL,
    "dueDate" DATE NOT NULL,
    "count" INTEGER NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "DashboardOpenBalance_pkey" PRIMARY KEY ("userId","currency","dueDate")
);

-- CreateTable
CREATE TABLE "DashboardPaidMonth" (
    "userId" TEXT NOT NULL,
    "currency" "Currency" NOT NULL,
    "month" DATE NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "DashboardPaidMonth_pkey" PRIMARY KEY ("userId","currency","month")
);

-- AddForeignKey
ALTER TABLE "DashboardCount" ADD CONSTRAINT "DashboardCount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardOpenBalance" ADD CONSTRAINT "DashboardOpenBalance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardPaidMonth" ADD CONSTRAINT "DashboardPaidMonth_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The extension of the search index: contrib in PostgreSQL, bundled with PGlite
-- (lib/db/pglite-extensions.ts hands it to every PGlite the app opens).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- Lists planned on the user's own rows (issue #30). A status filter walks its own partial index in
-- the list's order, so a page costs 51 index entries whatever share of the table the user holds:
-- the predicates are statusCondition's (lib/invoices/status-filter.ts) word for word, which is how
-- the planner proves the index applies. Every sub-status of "open" (unpaid, overdue, partially
-- paid, issued, sent, viewed) walks the open index and tests its own facts on the rows it finds.
-- The admin's global Invoice_createdAt_idx stays: for a statement that names its userId these are
-- cheaper in the planner's own arithmetic (tests/integration/list-plans.test.ts checks it on a
-- skewed table).
CREATE INDEX "Invoice_open_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND "amountPaid" < "total";
CREATE INDEX "Invoice_paid_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND "amountPaid" >= "total";
CREATE INDEX "Invoice_void_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NOT NULL;

-- Search without a scan (issue #30): the trigrams of a row's searchable text (pg_trgm's words,
-- lower-cased, only the trigrams inside a word), each hashed together with the owner's id into one
-- integer, in a GIN index. A user's search looks up the keys of its own trigrams, so the posting
-- lists it reads hold that user's rows only: a text nobody has costs what it costs a new user,
-- however many rows other users have with the same trigrams (INV-1042 is in every account). The
-- keys only narrow the rows: the ILIKE beside them decides (a hash shared by chance costs a row
-- read, never a wrong answer). lib/db/sql/page-of-rows.ts builds the statements.
CREATE FUNCTION "search_keys"("owner" text, VARIADIC "texts" text[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  -- Index builds run with a search_path of pg_catalog only (PostgreSQL 17, which PGlite is): show_trgm
  -- is found where the extension was installed, whatever schema that is.
  SET search_path FROM CURRENT AS
  'SELECT coalesce(array_agg(DISTINCT hashtext("owner" || t)), ''{}'') FROM unnest(show_trgm(array_to_string("texts", '' ''))) t WHERE position('' '' in t) = 0';
CREATE INDEX "Invoice_search_idx" ON "Invoice" USING GIN (search_keys("userId", "number", "customerName", "customerEmail"));
CREATE INDEX "Customer_search_idx" ON "Customer" USING GIN (search_keys("userId", "name", "email"));

-- The dashboard's aggregates are kept by statement-level triggers (transition tables: a bulk
-- statement costs one grouped upsert per bucket, not one per row), in the transaction of the
-- write, whichever code path writes. Bodies are U&'' strings with \003B for each semicolon (the
-- migration runner splits the script at every semicolon). Buckets are written in key order, so
-- two transactions never take two bucket locks in opposite order. A bucket whose count reaches 0
-- is deleted. A user being deleted (the rows go by cascade) is skipped: nothing is left to count.
--
-- What an invoice adds, and what to change when a new fact changes it (credit notes, soft delete):
--   counted (DashboardCount.invoices)        every invoice
--   open (DashboardOpenBalance)              "voidedAt" IS NULL AND "amountPaid" < "total", by dueDate, total - amountPaid
--   its payments (DashboardPaidMonth)        while "voidedAt" IS NULL
CREATE FUNCTION "dashboard_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
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
      WHERE (o."userId", o."currency", o."dueDate", o."total", o."amountPaid", o."voidedAt" IS NULL)
        IS DISTINCT FROM (n."userId", n."currency", n."dueDate", n."total", n."amountPaid", n."voidedAt" IS NULL)
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
    SELECT "userId", "currency", "dueDate", sum(sign), sum(sign * ("total" - "amountPaid")) FROM (%s) x
    WHERE "voidedAt" IS NULL AND "amountPaid" < "total" AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 OR sum(sign * ("total" - "amountPaid")) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "dueDate") DO UPDATE
      SET "count" = b."count" + EXCLUDED."count", "balance" = b."balance" + EXCLUDED."balance"
  $q$, changed)\003B
  EXECUTE format($q$
    DELETE FROM "DashboardOpenBalance" b USING (SELECT DISTINCT "userId", "currency", "dueDate" FROM (%s) x) k
    WHERE b."userId" = k."userId" AND b."currency" = k."currency" AND b."dueDate" = k."dueDate" AND b."count" = 0
  $q$, changed)\003B
  RETURN NULL\003B
END ';

-- An invoice deleted outright takes its payments out of their months here, before the cascade
-- deletes them: by then the invoice is gone and the payments' trigger cannot tell whose they were.
CREATE FUNCTION "dashboard_invoice_deleting"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF OLD."voidedAt" IS NULL AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = OLD."userId") THEN
    INSERT INTO "DashboardPaidMonth" AS m ("userId", "currency", "month", "count", "amount")
    SELECT OLD."userId", OLD."currency", p."date" - extract(day FROM p."date")::int + 1, -count(*), -sum(p."amount")
    FROM "Payment" p WHERE p."invoiceId" = OLD."id"
    GROUP BY 3 ORDER BY 3
    ON CONFLICT ("userId", "currency", "month") DO UPDATE SET "count" = m."count" + EXCLUDED."count", "amount" = m."amount" + EXCLUDED."amount"\003B
    DELETE FROM "DashboardPaidMonth" m WHERE m."userId" = OLD."userId" AND m."currency" = OLD."currency" AND m."count" = 0\003B
  END IF\003B
  RETURN OLD\003B
END ';

-- Payments: recorded, deleted, refunded, booked by Stripe or a bank statement, all the same way.
-- The invoices are locked FOR SHARE first, so a payment and a concurrent void of its invoice are
-- counted in one order: whichever commits second sees the other.
CREATE FUNCTION "dashboard_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
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
    WHERE i."voidedAt" IS NULL
    GROUP BY 1, 2, 3 HAVING sum(x.sign) <> 0 OR sum(x.sign * x."amount") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "currency", "month") DO UPDATE SET "count" = m."count" + EXCLUDED."count", "amount" = m."amount" + EXCLUDED."amount"
  $q$, changed)\003B
  EXECUTE format($q$
    DELETE FROM "DashboardPaidMonth" m USING (SELECT DISTINCT i."userId" FROM (%s) x JOIN "Invoice" i ON i."id" = x."invoiceId") k
    WHERE m."userId" = k."userId" AND m."count" = 0
  $q$, changed)\003B
  RETURN NULL\003B
END ';

CREATE FUNCTION "dashboard_customers_changed"() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  changed text := CASE TG_OP
    WHEN ''INSERT'' THEN $q$SELECT 1 AS sign, n."userId" FROM "new_customers" n$q$
    ELSE $q$SELECT -1 AS sign, o."userId" FROM "old_customers" o$q$
  END\003B
BEGIN
  EXECUTE format($q$
    INSERT INTO "DashboardCount" AS c ("userId", "customers")
    SELECT "userId", sum(sign) FROM (%s) x
    WHERE EXISTS (SELECT 1 FROM "User" u WHERE u."id" = x."userId")
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("userId") DO UPDATE SET "customers" = c."customers" + EXCLUDED."customers"
  $q$, changed)\003B
  RETURN NULL\003B
END ';

CREATE TRIGGER "dashboard_invoice_insert" AFTER INSERT ON "Invoice"
  REFERENCING NEW TABLE AS "new_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_invoices_changed"();
CREATE TRIGGER "dashboard_invoice_update" AFTER UPDATE ON "Invoice"
  REFERENCING OLD TABLE AS "old_invoices" NEW TABLE AS "new_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_invoices_changed"();
CREATE TRIGGER "dashboard_invoice_delete" AFTER DELETE ON "Invoice"
  REFERENCING OLD TABLE AS "old_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_invoices_changed"();
CREATE TRIGGER "dashboard_invoice_deleting" BEFORE DELETE ON "Invoice"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_invoice_deleting"();
CREATE TRIGGER "dashboard_payment_insert" AFTER INSERT ON "Payment"
  REFERENCING NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"();
CREATE TRIGGER "dashboard_payment_update" AFTER UPDATE ON "Payment"
  REFERENCING OLD TABLE AS "old_payments" NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"();
CREATE TRIGGER "dashboard_payment_delete" AFTER DELETE ON "Payment"
  REFERENCING OLD TABLE AS "old_payments" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"();
CREATE TRIGGER "dashboard_customer_insert" AFTER INSERT ON "Customer"
  REFERENCING NEW TABLE AS "new_customers" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_customers_changed"();
CREATE TRIGGER "dashboard_customer_delete" AFTER DELETE ON "Customer"
  REFERENCING OLD TABLE AS "old_customers" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_customers_changed"();

-- The figures from scratch, as the triggers would have kept them: the backfill below, and after a
-- bulk load written with the triggers off (the 1,000,000-invoice bench).
CREATE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS U&'
BEGIN
  DELETE FROM "DashboardCount"\003B
  DELETE FROM "DashboardOpenBalance"\003B
  DELETE FROM "DashboardPaidMonth"\003B
  INSERT INTO "DashboardCount" ("userId", "invoices", "customers")
  SELECT u."id", (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u."id"), (SELECT count(*) FROM "Customer" c WHERE c."userId" = u."id")
  FROM "User" u\003B
  INSERT INTO "DashboardOpenBalance" ("userId", "currency", "dueDate", "count", "balance")
  SELECT "userId", "currency", "dueDate", count(*), sum("total" - "amountPaid") FROM "Invoice"
  WHERE "voidedAt" IS NULL AND "amountPaid" < "total" GROUP BY 1, 2, 3\003B
  INSERT INTO "DashboardPaidMonth" ("userId", "currency", "month", "count", "amount")
  SELECT i."userId", i."currency", p."date" - extract(day FROM p."date")::int + 1, count(*), sum(p."amount")
  FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId" WHERE i."voidedAt" IS NULL GROUP BY 1, 2, 3\003B
END ';

SELECT "dashboard_rebuild"();
