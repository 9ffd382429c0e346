import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The columns of a Prisma `select` as SQL, for the few hot queries written as `$queryRaw`: the
 * select object stays the one list of what is read, in the typed queries and the raw ones alike.
 */
export function selectColumns(select: Record<string, boolean>, tableAlias: string): Prisma.Sql {
  const columns = Object.keys(select).filter((column) => select[column]);
  return Prisma.raw(columns.map((column) => `"${tableAlias}"."${column}"`).join(", "));
}
