import { Path, Rect, Svg, View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { PaymentQrView } from "../view/invoice-view";
import type { PdfTheme } from "../theme";

/**
 * 80 pt (2.8 cm) with the quiet zone: a banking app reads it from paper and from a screen at arm's
 * length (EPC recommends no less than 2.5 cm for the code). A typical payload is version 5 (37
 * modules, 45 with the quiet zone: 0.63 mm a module); a 70-character name makes it version 7
 * (0.53 mm), still several printer dots.
 */
export const PAYMENT_QR_SIZE = 80;

/** The SEPA payment QR code (lib/payments/epc-qr.ts) with its caption and the amount it asks for. */
export function PaymentQr({ qr, theme }: { qr: PaymentQrView; theme: PdfTheme }) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginTop: 8 }} wrap={false}>
      <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={{ width: PAYMENT_QR_SIZE, height: PAYMENT_QR_SIZE }}>
        {/* The quiet zone is part of the code: white even on a tinted card. */}
        <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
        <Path d={qr.path} fill="#000000" />
      </Svg>
      <View style={{ marginLeft: 6, flex: 1 }}>
        <Text style={theme.muted}>{qr.caption}</Text>
        <Text style={{ fontWeight: 600 }}>{qr.amount}</Text>
      </View>
    </View>
  );
}
