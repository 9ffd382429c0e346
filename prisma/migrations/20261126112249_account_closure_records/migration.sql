-- AlterTable
ALTER TABLE "User" ADD COLUMN     "closedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PurgedRecord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "documentType" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "historySequences" INTEGER[],
    "purgedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurgedRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PurgedRecord_userId_idx" ON "PurgedRecord"("userId");

-- CreateIndex
CREATE INDEX "User_closedAt_idx" ON "User"("closedAt");
