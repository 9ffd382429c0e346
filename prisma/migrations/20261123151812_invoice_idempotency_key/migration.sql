-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_userId_idempotencyKey_key" ON "Invoice"("userId", "idempotencyKey");
