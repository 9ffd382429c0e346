import { Prisma } from "@/lib/generated/prisma/client";

/** Prisma's P2002: a unique index refused the write (e.g. a second account with the same e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
