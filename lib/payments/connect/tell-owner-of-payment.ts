import "server-only";
import { db } from "@/lib/db";
import { buildCardPaymentMail } from "@/lib/email/card-payment-mail";
import { sendEmail } from "@/lib/email/send-email";
import { formatMoney } from "@/lib/money";
import { newId } from "@/lib/db/new-id";

/**
 * After a card payment was booked: the user's e-mail "INV-1007 was paid" and a feed event. Called
 * only by the delivery that booked it, so once. A mail that fails is logged, not retried: the
 * payment is booked either way, and a 500 would only make Stripe deliver an event we already hold.
 */
export async function tellOwnerOfPayment(userId: string, invoiceId: string, amount: string): Promise<void> {
  const invoice = await db.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: { number: true, currency: true, customerName: true, user: { select: { email: true } } },
  });
  const paid = formatMoney(amount, invoice.currency, "en");
  await db.activityEvent.create({
    data: {
      id: newId(),
      type: "invoice",
      description: `Invoice ${invoice.number} paid by card: ${paid} from ${invoice.customerName}`,
      userId,
      userEmail: invoice.user.email,
    },
  });
  const origin = process.env.APP_URL?.trim() || "http://localhost:3000";
  const mail = buildCardPaymentMail({
    number: invoice.number,
    customer: invoice.customerName,
    amount: paid,
    invoiceUrl: `${new URL(origin).origin}/invoices`,
  });
  try {
    await sendEmail({ to: invoice.user.email, ...mail });
  } catch (error) {
    console.error(`[stripe-connect] the mail "${mail.subject}" to the owner was not sent:`, error);
  }
}
