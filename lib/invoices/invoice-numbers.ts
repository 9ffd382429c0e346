import "server-only";
import { db } from "@/lib/db";
import { claimNextNumber, peekNextNumber } from "./numbering";

/** The number a new invoice would get now (GET /api/invoices/next-number). */
export function nextInvoiceNumber(userId: string): Promise<string> {
  return peekNextNumber(db, userId);
}

/**
 * Claims a number for one draft (POST /api/invoices/reserve-number): two tabs never get the same
 * one. An abandoned draft leaves its number unused; that is the price of never handing one out twice.
 */
export function reserveInvoiceNumber(userId: string): Promise<string> {
  return db.$transaction((tx) => claimNextNumber(tx, userId));
}
