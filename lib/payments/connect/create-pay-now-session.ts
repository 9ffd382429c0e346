import "server-only";
import { callStripe } from "@/lib/billing/billing-errors";
import { stripeClient } from "@/lib/billing/stripe-client";
import { AppError } from "@/lib/errors";
import { openPublicInvoice } from "@/lib/invoices/open-public-invoice";
import { cardAccountOf } from "./connect-account";
import { connectConfig } from "./connect-config";
import { canPayOnline, toMinorUnits } from "./pay-now-rules";

export const NOT_PAYABLE_ONLINE = "This invoice can't be paid online right now";

/**
 * `POST /i/{token}/pay`: a Stripe Checkout Session on the owner's connected account (the
 * `Stripe-Account` header: a direct charge, the money is theirs) for the balance due, one line, in
 * the invoice's currency, and answers its URL. Anyone with the link may pay; the token goes
 * through the public page's limit on wrong tokens. The payment itself is booked from the webhook.
 */
export async function createPayNowSession(token: string, address: string, origin: string): Promise<string> {
  const found = await openPublicInvoice(token, address);
  if (!found) throw new AppError("not_found", "Not found");
  const { invoice, owner } = found;
  const config = connectConfig();
  const account = await cardAccountOf(owner.id);
  if (!config || !account || !canPayOnline({ invoice, account, configured: true })) {
    throw new AppError("conflict", NOT_PAYABLE_ONLINE, { code: "not_payable_online" });
  }
  const page = `${origin}/i/${token}`;
  const session = await callStripe(() =>
    stripeClient(config).checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: invoice.currency.toLowerCase(),
              unit_amount: toMinorUnits(invoice.balanceDue, invoice.currency),
              product_data: { name: `Invoice ${invoice.number}`, description: invoice.supplier.name },
            },
          },
        ],
        metadata: { invoice_id: invoice.id, invoice_number: invoice.number },
        payment_intent_data: {
          metadata: { invoice_id: invoice.id, invoice_number: invoice.number },
          description: `Invoice ${invoice.number}`,
        },
        client_reference_id: invoice.id,
        customer_email: invoice.customer.email,
        success_url: `${page}?payment=done&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${page}?payment=cancelled`,
      },
      { stripeAccount: account.accountId },
    ),
  );
  if (!session.url) throw new AppError("bad_gateway", "The payment provider answered no checkout page. Please try again.");
  return session.url;
}
