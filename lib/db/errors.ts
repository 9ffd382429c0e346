import { Prisma } from "@/lib/generated/prisma/client";

type DriverAdapterErrorMeta = { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } };

/**
 * A unique index refused the write (e.g. a second account with the same e-mail). Prisma's own
 * queries say so with P2002; raw SQL fails with P2010 and the driver adapter's error inside.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as DriverAdapterErrorMeta | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && (cause?.kind === "UniqueConstraintViolation" || cause?.originalCode === "23505");
}
