import "server-only";
import type Stripe from "stripe";
import { db, type Tx } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { lockInvoice, settleFromPayments } from "@/lib/invoices/payments";
import { Decimal } from "@/lib/money/decimal";
import { bookOutsidePayment } from "../book-payment";
import { fromMinorUnits } from "./pay-now-rules";

/** What a booking did: booked now, already booked (a repeat), or not ours to book (with why, for the log). */
export type CardBooking =
  { outcome: "booked"; userId: string; invoiceId: string; amount: string } | { outcome: "duplicate" } | { outcome: "ignored"; why: string };

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The key that books a PaymentIntent once, whichever event brings it first. */
export const cardPaymentKey = (paymentIntent: string) => `stripe:${paymentIntent}`;

async function ownerOfAccount(accountId: string | undefined): Promise<string | null> {
  if (!accountId) return null;
  return (await db.connectAccount.findUnique({ where: { accountId }, select: { userId: true } }))?.userId ?? null;
}

/**
 * Runs `work` with the invoice locked, if it is the account owner's; any other invoice (another
 * user's, a deleted one, a made-up id) is not found and ignored, never booked.
 */
async function onOwnersInvoice(
  userId: string,
  invoiceId: string,
  work: (tx: Tx, currency: string) => Promise<CardBooking>,
): Promise<CardBooking> {
  try {
    return await db.$transaction(async (tx) => work(tx, (await lockInvoice(tx, userId, invoiceId)).currency));
  } catch (error) {
    if (isAppError(error, "not_found")) return { outcome: "ignored", why: `invoice ${invoiceId} is not the account owner's` };
    throw error;
  }
}

/**
 * `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded`: one card
 * payment of the amount Stripe took, keyed by the PaymentIntent, on the invoice the session's
 * metadata names, if the connected account's owner owns it and the currency is the invoice's.
 */
export async function bookCheckoutPayment(
  accountId: string | undefined,
  session: Stripe.Checkout.Session,
  created: number,
): Promise<CardBooking> {
  const userId = await ownerOfAccount(accountId);
  if (!userId) return { outcome: "ignored", why: `no user has the account ${accountId ?? "(none)"}` };
  const invoiceId = session.metadata?.invoice_id ?? session.client_reference_id;
  const paymentIntent = idOf(session.payment_intent);
  if (!invoiceId || !paymentIntent || session.amount_total === null)
    return { outcome: "ignored", why: "the session names no invoice or payment" };
  const amount = fromMinorUnits(session.amount_total, session.currency ?? "");
  return onOwnersInvoice(userId, invoiceId, async (tx, currency) => {
    if (currency !== session.currency?.toUpperCase())
      return { outcome: "ignored", why: `paid in ${session.currency}, invoiced in ${currency}` };
    const booked = await bookOutsidePayment(tx, {
      invoiceId,
      amount,
      date: day(created),
      method: "card",
      note: `Stripe card payment ${paymentIntent} (Checkout ${session.id})`,
      sourceKey: cardPaymentKey(paymentIntent),
      history: { userId, actor: "stripe", currency, source: "stripe" },
    });
    if (!booked) return { outcome: "duplicate" };
    await settleFromPayments(tx, invoiceId);
    return { outcome: "booked", userId, invoiceId, amount };
  });
}

/**
 * `charge.refunded`: the charge says how much of it is refunded so far (amount_refunded, a
 * running total), so each delivery books the part not yet booked, keyed by that total: repeats and
 * late, out-of-order deliveries of an earlier total book nothing. A refund that arrives before its
 * payment's event books the payment first (the charge proves it), so the balance never dips below
 * what was paid.
 */
export async function bookCardRefund(accountId: string | undefined, charge: Stripe.Charge, created: number): Promise<CardBooking> {
  const userId = await ownerOfAccount(accountId);
  if (!userId) return { outcome: "ignored", why: `no user has the account ${accountId ?? "(none)"}` };
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return { outcome: "ignored", why: "the charge has no PaymentIntent" };
  const paid = await db.payment.findUnique({ where: { sourceKey: cardPaymentKey(paymentIntent) }, select: { invoiceId: true } });
  const invoiceId = paid?.invoiceId ?? charge.metadata?.invoice_id;
  if (!invoiceId) return { outcome: "ignored", why: `no invoice for ${paymentIntent}` };
  return onOwnersInvoice(userId, invoiceId, async (tx, currency) => {
    if (currency !== charge.currency.toUpperCase())
      return { outcome: "ignored", why: `refunded in ${charge.currency}, invoiced in ${currency}` };
    const date = day(created);
    await bookOutsidePayment(tx, {
      invoiceId,
      amount: fromMinorUnits(charge.amount_captured ?? charge.amount, charge.currency),
      date,
      method: "card",
      note: `Stripe card payment ${paymentIntent}`,
      sourceKey: cardPaymentKey(paymentIntent),
      history: { userId, actor: "stripe", currency, source: "stripe" },
    });
    const total = new Decimal(fromMinorUnits(charge.amount_refunded, charge.currency));
    const part = total.minus(await refundedSoFar(tx, charge.id));
    if (part.lte(0)) return { outcome: "duplicate" };
    const booked = await bookOutsidePayment(tx, {
      invoiceId,
      amount: part.negated().toFixed(2),
      date,
      method: "card",
      note: `Stripe refund of ${paymentIntent}`,
      sourceKey: `stripe-refund:${charge.id}:${charge.amount_refunded}`,
      history: { userId, actor: "stripe", currency, source: "stripe" },
    });
    if (!booked) return { outcome: "duplicate" };
    await settleFromPayments(tx, invoiceId);
    return { outcome: "booked", userId, invoiceId, amount: part.negated().toFixed(2) };
  });
}

async function refundedSoFar(tx: Tx, chargeId: string): Promise<string> {
  const [row] = await tx.$queryRaw<{ refunded: string }[]>`
    SELECT COALESCE(-sum(amount), 0)::text AS refunded FROM "Payment" WHERE "sourceKey" LIKE ${`stripe-refund:${chargeId}:%`}`;
  return row?.refunded ?? "0";
}
