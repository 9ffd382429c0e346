-- AlterTable
ALTER TABLE "User" ADD COLUMN     "proGrantedByAdmin" BOOLEAN NOT NULL DEFAULT false;

-- Until now Pro could only be set by hand (the seed, an operator): keep it, as a grant.
UPDATE "User" SET "proGrantedByAdmin" = true WHERE "isPro" = true;
