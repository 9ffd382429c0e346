-- DropIndex
DROP INDEX "Customer_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Invoice_userId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Customer_userId_createdAt_id_idx" ON "Customer"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Invoice_userId_createdAt_id_idx" ON "Invoice"("userId", "createdAt" DESC, "id" DESC);
