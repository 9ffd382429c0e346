import "server-only";
import { db } from "@/lib/db";
import { peekNextNumber } from "./numbering";

/**
 * The number a new invoice would get now: GET /api/invoices/next-number, and POST
 * /api/invoices/reserve-number, which keeps the spec's name and answer but claims nothing (issue
 * #15). Claiming a number for every opened form left gaps in the sequence (INV-1003, INV-1004,
 * INV-1006), and most of the EU expects one unbroken sequence. Numbers are given out only when an
 * invoice is written, in the same statement (lib/db/sql/insert-invoice-rows.ts), so a refused or
 * failed create uses none; two tabs showing the same preview both get a number of their own.
 */
export function nextInvoiceNumber(userId: string): Promise<string> {
  return peekNextNumber(db, userId);
}
