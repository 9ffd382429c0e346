import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";
import { LabelledRows } from "./labelled-rows";
import { PaymentQr } from "./payment-qr";

/**
 * How to pay: the user's instructions, then bank, account, IBAN, SWIFT/BIC, routing number, PayPal,
 * and under them the SEPA payment QR code when the invoice has one (a euro balance to an IBAN).
 */
export function PaymentDetails({ view, theme, style }: { view: InvoiceView; theme: PdfTheme; style?: Style }) {
  const { payment, strings } = view;
  if (!payment) return null;
  return (
    <View style={[theme.block, style ?? {}]} wrap={false}>
      <Text style={theme.sectionTitle}>{strings.paymentDetails}</Text>
      {payment.instructions ? (
        <Text style={[theme.blockBody, { marginBottom: payment.rows.length ? 5 : 0 }]}>{payment.instructions}</Text>
      ) : null}
      {payment.rows.length ? <LabelledRows rows={payment.rows} theme={theme} labelWidth={92} /> : null}
      {view.paymentQr ? <PaymentQr qr={view.paymentQr} theme={theme} /> : null}
    </View>
  );
}
