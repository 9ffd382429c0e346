-- AlterTable
ALTER TABLE "User" ADD COLUMN     "attachFacturX" BOOLEAN NOT NULL DEFAULT false;
