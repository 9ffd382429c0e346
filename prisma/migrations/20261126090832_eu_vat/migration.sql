-- CreateEnum
CREATE TYPE "VatCheckStatus" AS ENUM ('valid', 'invalid', 'unavailable');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "vatCheckId" TEXT;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "exchangeRate" DECIMAL(18,6),
ADD COLUMN     "exchangeRateDate" DATE,
ADD COLUMN     "exchangeRateSource" TEXT,
ADD COLUMN     "nationalCurrency" TEXT,
ADD COLUMN     "nationalVatAmount" DECIMAL(14,2),
ADD COLUMN     "oss" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "vatCheckId" TEXT;

-- CreateTable
CREATE TABLE "VatCheck" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "vatNumber" TEXT NOT NULL,
    "requesterCountryCode" TEXT,
    "requesterNumber" TEXT,
    "status" "VatCheckStatus" NOT NULL,
    "name" TEXT,
    "address" TEXT,
    "requestDate" TIMESTAMP(3),
    "consultationNumber" TEXT,
    "errorCode" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retryAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VatCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExchangeRate" (
    "currency" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "rate" DECIMAL(18,6) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("currency","date")
);

-- CreateTable
CREATE TABLE "AccountingSettings" (
    "userId" TEXT NOT NULL,
    "datevChart" TEXT NOT NULL DEFAULT 'SKR03',
    "datevConsultantNumber" INTEGER,
    "datevClientNumber" INTEGER,
    "accounts" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountingSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "VatCheck_userId_idx" ON "VatCheck"("userId");

-- CreateIndex
CREATE INDEX "VatCheck_retryAt_idx" ON "VatCheck"("retryAt");

-- CreateIndex
CREATE INDEX "Invoice_userId_invoiceDate_id_idx" ON "Invoice"("userId", "invoiceDate", "id");

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_vatCheckId_fkey" FOREIGN KEY ("vatCheckId") REFERENCES "VatCheck"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_vatCheckId_fkey" FOREIGN KEY ("vatCheckId") REFERENCES "VatCheck"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VatCheck" ADD CONSTRAINT "VatCheck_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountingSettings" ADD CONSTRAINT "AccountingSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
