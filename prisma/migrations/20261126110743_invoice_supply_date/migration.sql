-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "supplyDate" DATE;
