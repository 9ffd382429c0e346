import { userRoute } from "@/lib/api/route";
import { EmailDeliveryError } from "@/lib/email";
import { sendFailedMessage, sendInvoice } from "@/lib/invoices/send-invoice";

// Renders the PDF and talks to a mail provider: Node APIs (fs, net, Buffer) throughout.
export const runtime = "nodejs";

// POST /api/invoices/{id}/send - e-mail the invoice with its PDF to the customer; answers {sentAt, to}
export const POST = userRoute(async (_request, { user, params }) => {
  try {
    return Response.json(await sendInvoice(user, params.id as string));
  } catch (error) {
    // The mail provider refused or was unreachable: a bad gateway, not our bug (ERROR_STATUS has no 502).
    if (!(error instanceof EmailDeliveryError)) throw error;
    console.warn(`[email] invoice ${params.id} not sent (${error.transport}): ${error.message}`);
    return Response.json({ message: sendFailedMessage(error.message) }, { status: 502 });
  }
});
