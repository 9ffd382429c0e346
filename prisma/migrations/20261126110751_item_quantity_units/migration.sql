-- CreateEnum
CREATE TYPE "ItemUnit" AS ENUM ('hour', 'day', 'week', 'month', 'piece', 'km', 'word', 'page');

-- AlterTable
ALTER TABLE "InvoiceItem" ADD COLUMN     "unit" "ItemUnit",
ALTER COLUMN "quantity" SET DATA TYPE DECIMAL(10,3);
