-- AlterTable
ALTER TABLE "CreditNoteItem" ADD COLUMN     "unit" "ItemUnit",
ALTER COLUMN "quantity" SET DATA TYPE DECIMAL(10,3);
