-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastSeenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "InvoiceRollup" (
    "day" DATE NOT NULL,
    "currency" "Currency" NOT NULL,
    "customerCountry" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "total" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "InvoiceRollup_pkey" PRIMARY KEY ("day","currency","customerCountry","slot")
);

-- CreateTable
CREATE TABLE "AdminAuditLog" (
    "id" TEXT NOT NULL,
    "adminId" TEXT,
    "adminEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminAuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdminAuditLog_createdAt_idx" ON "AdminAuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "Subscription_status_updatedAt_idx" ON "Subscription"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "User_lastSeenAt_idx" ON "User"("lastSeenAt");

-- CreateIndex
CREATE INDEX "User_country_idx" ON "User"("country");

-- AddForeignKey
ALTER TABLE "AdminAuditLog" ADD CONSTRAINT "AdminAuditLog_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- InvoiceRollup is kept by these statement-level triggers (written by hand: Prisma has no triggers).
-- The function bodies are U&'' strings with \003B for each semicolon: the migration runner splits
-- the script at every semicolon, dollar quotes or not.
-- One INSERT … SELECT per statement, grouped, so a bulk insert of a million invoices costs one
-- upsert per (day, currency, country), and a single invoice one upsert on a random slot of 8.
CREATE FUNCTION "invoice_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  INSERT INTO "InvoiceRollup" ("day", "currency", "customerCountry", "slot", "count", "total")
  SELECT "createdAt"::date, "currency", "customerCountry", floor(random() * 8)::int, count(*), sum("total")
  FROM "added_invoices" GROUP BY 1, 2, 3
  ON CONFLICT ("day", "currency", "customerCountry", "slot") DO UPDATE
    SET "count" = "InvoiceRollup"."count" + EXCLUDED."count", "total" = "InvoiceRollup"."total" + EXCLUDED."total"\003B
  RETURN NULL\003B
END ';

CREATE FUNCTION "invoice_rollup_remove"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  INSERT INTO "InvoiceRollup" ("day", "currency", "customerCountry", "slot", "count", "total")
  SELECT "createdAt"::date, "currency", "customerCountry", 0, -count(*), -sum("total")
  FROM "removed_invoices" GROUP BY 1, 2, 3
  ON CONFLICT ("day", "currency", "customerCountry", "slot") DO UPDATE
    SET "count" = "InvoiceRollup"."count" + EXCLUDED."count", "total" = "InvoiceRollup"."total" + EXCLUDED."total"\003B
  RETURN NULL\003B
END ';

-- An update moves a row only when a counted column changed (sending an invoice sets sentAt: no-op).
CREATE FUNCTION "invoice_rollup_update"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  INSERT INTO "InvoiceRollup" ("day", "currency", "customerCountry", "slot", "count", "total")
  SELECT o."createdAt"::date, o."currency", o."customerCountry", 0, -count(*), -sum(o."total")
  FROM "removed_invoices" o JOIN "added_invoices" n ON n."id" = o."id"
  WHERE (o."createdAt"::date, o."currency", o."customerCountry", o."total") IS DISTINCT FROM (n."createdAt"::date, n."currency", n."customerCountry", n."total")
  GROUP BY 1, 2, 3
  ON CONFLICT ("day", "currency", "customerCountry", "slot") DO UPDATE
    SET "count" = "InvoiceRollup"."count" + EXCLUDED."count", "total" = "InvoiceRollup"."total" + EXCLUDED."total"\003B
  INSERT INTO "InvoiceRollup" ("day", "currency", "customerCountry", "slot", "count", "total")
  SELECT n."createdAt"::date, n."currency", n."customerCountry", 0, count(*), sum(n."total")
  FROM "removed_invoices" o JOIN "added_invoices" n ON n."id" = o."id"
  WHERE (o."createdAt"::date, o."currency", o."customerCountry", o."total") IS DISTINCT FROM (n."createdAt"::date, n."currency", n."customerCountry", n."total")
  GROUP BY 1, 2, 3
  ON CONFLICT ("day", "currency", "customerCountry", "slot") DO UPDATE
    SET "count" = "InvoiceRollup"."count" + EXCLUDED."count", "total" = "InvoiceRollup"."total" + EXCLUDED."total"\003B
  RETURN NULL\003B
END ';

CREATE TRIGGER "invoice_rollup_insert" AFTER INSERT ON "Invoice"
  REFERENCING NEW TABLE AS "added_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_rollup_add"();
CREATE TRIGGER "invoice_rollup_delete" AFTER DELETE ON "Invoice"
  REFERENCING OLD TABLE AS "removed_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_rollup_remove"();
CREATE TRIGGER "invoice_rollup_update" AFTER UPDATE ON "Invoice"
  REFERENCING OLD TABLE AS "removed_invoices" NEW TABLE AS "added_invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_rollup_update"();
