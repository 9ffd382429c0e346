import "server-only";
import { db } from "@/lib/db";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { cardAccountOf } from "./connect-account";
import { connectConfig } from "./connect-config";
import { canPayOnline } from "./pay-now-rules";

/** Stripe Checkout Session ids: "cs_" and letters, digits, underscores. Anything else is not looked up. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/;

export type PublicPaymentState = {
  canPayNow: boolean;
  /** Only after a return from Stripe's checkout (`?payment=done|cancelled`). */
  returned: "received" | "processing" | "cancelled" | null;
};

/**
 * What the public page shows about card payments: Pay now, and after the checkout the state of
 * that payment, from our own books: received once the webhook booked the session's payment (its
 * note names the session) or nothing is left to pay, processing until then. Never from the
 * redirect itself, which anyone can type.
 */
export async function publicPaymentState(
  invoice: InvoiceJson,
  ownerId: string,
  query: { payment?: string; session_id?: string },
): Promise<PublicPaymentState> {
  const canPayNow = await canPayInvoiceOnline(invoice, ownerId);
  if (query.payment === "cancelled") return { canPayNow, returned: "cancelled" };
  if (query.payment !== "done") return { canPayNow, returned: null };
  const sessionId = query.session_id && SESSION_ID.test(query.session_id) ? query.session_id : null;
  const booked =
    invoice.status === "paid" ||
    (sessionId !== null &&
      (await db.payment.count({ where: { invoiceId: invoice.id, method: "card", note: { contains: sessionId } } })) > 0);
  // Back from a checkout, Pay now waits: a second click while the first payment is confirmed would charge twice.
  return { canPayNow: false, returned: booked ? "received" : "processing" };
}

/** Whether the owner's customer can pay this invoice by card now (the page's Pay now, the invoice mail's button). */
export async function canPayInvoiceOnline(invoice: InvoiceJson, ownerId: string): Promise<boolean> {
  if (!connectConfig()) return false;
  return canPayOnline({ invoice, account: await cardAccountOf(ownerId), configured: true });
}
