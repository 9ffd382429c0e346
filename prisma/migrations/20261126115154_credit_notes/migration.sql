-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "amountCredited" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "amountRefunded" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT NOT NULL,
    "subtotal" DECIMAL(14,2) NOT NULL,
    "tax" DECIMAL(14,2) NOT NULL,
    "total" DECIMAL(14,2) NOT NULL,
    "nationalVatAmount" DECIMAL(14,2),
    "sentAt" TIMESTAMP(3),
    "sentTo" TEXT,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNoteItem" (
    "id" TEXT NOT NULL,
    "creditNoteId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "rate" DECIMAL(14,2) NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "taxRate" DECIMAL(5,2) NOT NULL,
    "taxAmount" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "CreditNoteItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNoteCounter" (
    "userId" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 1000,

    CONSTRAINT "CreditNoteCounter_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "date" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CreditNote_userId_createdAt_id_idx" ON "CreditNote"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");

-- CreateIndex
CREATE INDEX "CreditNote_userId_issueDate_id_idx" ON "CreditNote"("userId", "issueDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_userId_number_key" ON "CreditNote"("userId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNoteItem_creditNoteId_position_key" ON "CreditNoteItem"("creditNoteId", "position");

-- CreateIndex
CREATE INDEX "Refund_invoiceId_idx" ON "Refund"("invoiceId");

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNoteItem" ADD CONSTRAINT "CreditNoteItem_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNoteCounter" ADD CONSTRAINT "CreditNoteCounter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Issue #25: the content hash of a credit note (version 1), as "invoice_content_hash" of migration
-- history_chain is for invoices: its own fields and its lines in position order. The credit note's
-- created history entry holds it (lib/credit-notes/create-credit-note.ts).
CREATE FUNCTION "credit_note_content_hash"("note" jsonb, "items" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS '
  SELECT encode(sha256(convert_to(jsonb_build_object(
    ''creditNote'', "history_content_fields"(note, ARRAY[
      ''id'', ''userId'', ''invoiceId'', ''number'', ''issueDate'', ''createdAt'', ''reason'', ''subtotal'', ''tax'', ''total'',
      ''nationalVatAmount'']),
    ''items'', (SELECT coalesce(jsonb_agg("history_content_fields"(item, ARRAY[
      ''position'', ''description'', ''quantity'', ''rate'', ''amount'', ''taxRate'', ''taxAmount''])
      ORDER BY (item->>''position'')::int), ''[]''::jsonb) FROM jsonb_array_elements(items) AS item)
  )::text, ''UTF8'')), ''hex'')
';
