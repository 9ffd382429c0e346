-- CreateTable
CREATE TABLE "HistoryEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "invoiceId" TEXT,
    "creditNoteId" TEXT,
    "type" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMP(3) NOT NULL,
    "previousHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "HistoryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HistoryChain" (
    "userId" TEXT NOT NULL,
    "lastSequence" INTEGER NOT NULL,
    "lastHash" TEXT NOT NULL,

    CONSTRAINT "HistoryChain_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "HistoryEntry_invoiceId_sequence_idx" ON "HistoryEntry"("invoiceId", "sequence");

-- CreateIndex
CREATE INDEX "HistoryEntry_creditNoteId_sequence_idx" ON "HistoryEntry"("creditNoteId", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "HistoryEntry_userId_sequence_key" ON "HistoryEntry"("userId", "sequence");

-- AddForeignKey
ALTER TABLE "HistoryChain" ADD CONSTRAINT "HistoryChain_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A history no one can rewrite (issue #25, docs/records.md, decision 0020), written by hand.
-- Bodies are U&-quoted strings with \003B for each semicolon: the migration runner splits at every semicolon.

-- The canonical JSON: the jsonb text form (keys ordered by length, then bytes - one space after
-- ":" and ","), which lib/history/entry-hash.ts rebuilds to check each hash outside the database.
CREATE FUNCTION "history_entry_canonical"("entry" "HistoryEntry") RETURNS text LANGUAGE sql IMMUTABLE AS U&'
  SELECT jsonb_build_object(
    ''userId'', entry."userId", ''sequence'', entry."sequence", ''invoiceId'', entry."invoiceId",
    ''creditNoteId'', entry."creditNoteId", ''type'', entry."type", ''actor'', entry."actor",
    ''at'', to_char(entry."at", ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"''), ''detail'', entry."detail")::text
';

-- Every entry joins the chain of its user here, whatever it passed for these columns: the next
-- sequence, the time, the hash of the previous entry and its own. The chain head row is locked until the
-- transaction of the writer ends, so appends of one user queue (concurrent ones never share a predecessor)
-- and an append that rolls back leaves no gap.
CREATE FUNCTION "history_entry_append"() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  head "HistoryChain"%ROWTYPE\003B
BEGIN
  INSERT INTO "HistoryChain" ("userId", "lastSequence", "lastHash") VALUES (NEW."userId", 0, repeat(''0'', 64))
    ON CONFLICT ("userId") DO NOTHING\003B
  SELECT * INTO head FROM "HistoryChain" WHERE "userId" = NEW."userId" FOR UPDATE\003B
  NEW."sequence" := head."lastSequence" + 1\003B
  NEW."at" := date_trunc(''milliseconds'', clock_timestamp() AT TIME ZONE ''UTC'')\003B
  NEW."detail" := coalesce(NEW."detail", ''{}''::jsonb)\003B
  NEW."previousHash" := head."lastHash"\003B
  NEW."hash" := encode(sha256(convert_to(head."lastHash" || "history_entry_canonical"(NEW), ''UTF8'')), ''hex'')\003B
  UPDATE "HistoryChain" SET "lastSequence" = NEW."sequence", "lastHash" = NEW."hash" WHERE "userId" = NEW."userId"\003B
  RETURN NEW\003B
END ';

CREATE TRIGGER "history_entry_append" BEFORE INSERT ON "HistoryEntry"
  FOR EACH ROW EXECUTE FUNCTION "history_entry_append"();

-- Append-only in the database itself. The one door: the records purge (lib/records, after the
-- retention time) deletes inside a transaction that set invoiceflow.purge_records to on (SET LOCAL).
CREATE FUNCTION "history_entry_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF TG_OP = ''DELETE'' AND current_setting(''invoiceflow.purge_records'', true) = ''on'' THEN
    RETURN OLD\003B
  END IF\003B
  RAISE EXCEPTION ''HistoryEntry is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\003B
END ';

CREATE TRIGGER "history_entry_append_only" BEFORE UPDATE OR DELETE ON "HistoryEntry"
  FOR EACH ROW EXECUTE FUNCTION "history_entry_refuse_change"();

CREATE TRIGGER "history_entry_no_truncate" BEFORE TRUNCATE ON "HistoryEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_entry_refuse_change"();

ALTER TABLE "HistoryEntry" ADD CONSTRAINT "HistoryEntry_document_check" CHECK ("invoiceId" IS NOT NULL OR "creditNoteId" IS NOT NULL);

-- The content of a document as hashed: the named fields of its row (to_jsonb) without nulls, numbers
-- without trailing zeros, so a column added later (null on old rows) or a wider scale leaves old
-- hashes as they were. Facts that grow after issue (sent, viewed, paid, void, deleted, the link)
-- are not content.
CREATE FUNCTION "history_content_fields"("document" jsonb, "fields" text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS U&'
  SELECT coalesce(jsonb_object_agg(key,
    CASE WHEN jsonb_typeof(value) = ''number'' THEN to_jsonb(trim_scale(value::text::numeric)) ELSE value END), ''{}''::jsonb)
  FROM jsonb_each(document) WHERE key = ANY(fields) AND jsonb_typeof(value) <> ''null''
';

-- The content hash of an invoice (version 1): its fields and its items in position order. The created
-- entry holds it - records:verify recomputes it from the stored rows.
CREATE FUNCTION "invoice_content_hash"("invoice" jsonb, "items" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS U&'
  SELECT encode(sha256(convert_to(jsonb_build_object(
    ''invoice'', "history_content_fields"(invoice, ARRAY[
      ''id'', ''userId'', ''number'', ''invoiceDate'', ''supplyDate'', ''dueDate'', ''createdAt'', ''currency'', ''language'',
      ''template'', ''subtotal'', ''taxRate'', ''tax'', ''total'', ''notes'', ''paymentInstructions'', ''taxCalculationType'',
      ''userOverrideRate'', ''vatScenario'', ''taxLabel'', ''taxExplanation'', ''customVatExplanation'', ''supplyType'',
      ''supplierVatRegistered'', ''customerVatRegistered'', ''supplierCountry'', ''customerCountry'', ''reverseCharge'',
      ''invoiceType'', ''countryPreset'', ''paymentMethod'', ''customerType'', ''customerName'', ''customerEmail'',
      ''customerPhone'', ''customerAddress'', ''customerCity'', ''customerPostalCode'', ''customerVatNumber'',
      ''customerOrganizationNumber'', ''customerInvoiceReference'', ''supplierName'', ''supplierEmail'', ''supplierPhone'',
      ''supplierAddress'', ''supplierCity'', ''supplierPostalCode'', ''supplierOrganizationNumber'', ''supplierVatNumber'',
      ''supplierWebsite'', ''supplierBankName'', ''supplierBankAccountNumber'', ''supplierIban'', ''supplierSwiftCode'',
      ''supplierRoutingNumber'', ''supplierPaypalEmail'', ''supplierBankgiro'', ''supplierPlusgiro'', ''paymentReference'',
      ''oss'', ''nationalCurrency'', ''exchangeRate'', ''exchangeRateDate'', ''exchangeRateSource'', ''nationalVatAmount'']),
    ''items'', (SELECT coalesce(jsonb_agg("history_content_fields"(item, ARRAY[
      ''position'', ''description'', ''quantity'', ''unit'', ''rate'', ''amount'', ''taxRate'', ''taxAmount''])
      ORDER BY (item->>''position'')::int), ''[]''::jsonb) FROM jsonb_array_elements(items) AS item)
  )::text, ''UTF8'')), ''hex'')
';

-- Invoices issued before the history existed get their created entry now, by the system, with the
-- content hash of the row as it stands: the chain vouches for them from here on.
INSERT INTO "HistoryEntry" ("id", "userId", "invoiceId", "type", "actor", "detail", "at", "previousHash", "hash", "sequence")
SELECT 'hist' || md5(invoice."id"), invoice."userId", invoice."id", 'created', 'system',
  jsonb_build_object('number', invoice."number", 'backfilled', true, 'contentHash', "invoice_content_hash"(to_jsonb(invoice),
    (SELECT coalesce(jsonb_agg(to_jsonb(item)), '[]'::jsonb) FROM "InvoiceItem" item WHERE item."invoiceId" = invoice."id"))),
  now(), '', '', 0
FROM "Invoice" invoice
ORDER BY invoice."userId", invoice."createdAt", invoice."id";

