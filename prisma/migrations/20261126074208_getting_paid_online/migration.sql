-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "paymentReference" TEXT,
ADD COLUMN     "supplierBankgiro" TEXT,
ADD COLUMN     "supplierPlusgiro" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "sourceKey" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "bankgiro" TEXT,
ADD COLUMN     "plusgiro" TEXT;

-- CreateTable
CREATE TABLE "ConnectAccount" (
    "userId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "chargesEnabled" BOOLEAN NOT NULL DEFAULT false,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "disconnectedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConnectAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ConnectAccount_accountId_key" ON "ConnectAccount"("accountId");

-- CreateIndex
CREATE INDEX "Invoice_userId_paymentReference_idx" ON "Invoice"("userId", "paymentReference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_sourceKey_key" ON "Payment"("sourceKey");

-- AddForeignKey
ALTER TABLE "ConnectAccount" ADD CONSTRAINT "ConnectAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Payment references (issue #27), written by hand: lib/payments/payment-reference.ts in SQL, so the
-- one-statement invoice insert (lib/db/sql/insert-invoice-rows.ts), which chooses the number inside
-- the database, and every other writer get the reference of the number they end up with.
-- tests/integration/payment-reference-sql.test.ts holds this function equal to the TypeScript one.
-- Bodies are U&'' strings with \003B for each semicolon: the migration runner splits at every semicolon.
-- OCR: the number's last 23 digits, a length digit, the Luhn check digit. RF: ISO 11649 over the
-- number's last 21 letters and digits.
CREATE FUNCTION "invoice_payment_reference"("invoice_number" text, "use_ocr" boolean) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS U&'
DECLARE
  digits text := right(regexp_replace(invoice_number, ''[^0-9]'', '''', ''g''), 23)\003B
  body text\003B
  with_length text\003B
  total int := 0\003B
  d int\003B
  remainder int := 0\003B
  c text\003B
BEGIN
  IF use_ocr AND digits <> '''' THEN
    with_length := digits || ((length(digits) + 2) % 10)::text\003B
    FOR i IN 0 .. length(with_length) - 1 LOOP
      d := substr(with_length, length(with_length) - i, 1)::int\003B
      IF i % 2 = 0 THEN
        d := d * 2\003B
        IF d > 9 THEN d := d - 9\003B END IF\003B
      END IF\003B
      total := total + d\003B
    END LOOP\003B
    RETURN with_length || ((10 - total % 10) % 10)::text\003B
  END IF\003B
  body := right(upper(regexp_replace(invoice_number, ''[^A-Za-z0-9]'', '''', ''g'')), 21)\003B
  IF body = '''' THEN body := ''0''\003B END IF\003B
  FOREACH c IN ARRAY regexp_split_to_array(body || ''RF00'', '''') LOOP
    IF c ~ ''[0-9]'' THEN
      remainder := (remainder * 10 + c::int) % 97\003B
    ELSE
      remainder := (remainder * 100 + ascii(c) - 55) % 97\003B
    END IF\003B
  END LOOP\003B
  RETURN ''RF'' || lpad((98 - remainder)::text, 2, ''0'') || body\003B
END ';

-- Every new invoice gets its reference as it is inserted, from the number it was given and whether
-- its supplier copy names a Bankgiro or Plusgiro (OCR) or not (RF). A writer may set one itself.
CREATE FUNCTION "invoice_set_payment_reference"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF NEW."paymentReference" IS NULL THEN
    NEW."paymentReference" := "invoice_payment_reference"(NEW."number",
      coalesce(btrim(NEW."supplierBankgiro"), '''') <> '''' OR coalesce(btrim(NEW."supplierPlusgiro"), '''') <> '''')\003B
  END IF\003B
  RETURN NEW\003B
END ';

CREATE TRIGGER "invoice_payment_reference" BEFORE INSERT ON "Invoice"
  FOR EACH ROW EXECUTE FUNCTION "invoice_set_payment_reference"();

-- Invoices issued before references existed: the ones still asking for money get their RF
-- reference now (their suppliers had no giro number on the invoice), so statements can match them.
-- Paid and void ones keep printing as they were issued.
UPDATE "Invoice" SET "paymentReference" = "invoice_payment_reference"("number", false)
WHERE "voidedAt" IS NULL AND "total" > "amountPaid";
