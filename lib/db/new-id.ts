import "server-only";
import { randomInt } from "node:crypto";

let counter = randomInt(36 ** 4);

/**
 * A new row id in the shape of Prisma's `cuid()` ("c" + time + counter + random, 25 characters of
 * base 36), for rows written with SQL instead of through Prisma. Time comes first, so ids written
 * by one process sort in the order they were made, as the lists' tie-break (`createdAt, id`) expects.
 */
export function newId(): string {
  counter = (counter + 1) % 36 ** 4;
  const random = Array.from({ length: 12 }, () => randomInt(36).toString(36)).join("");
  return `c${Date.now().toString(36).padStart(8, "0")}${counter.toString(36).padStart(4, "0")}${random}`;
}
