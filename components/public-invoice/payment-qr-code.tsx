import type { PaymentQrView } from "@/lib/pdf/view/invoice-view";

/**
 * The SEPA payment QR code as inline SVG, drawn from the same path as the PDF's (no image file, no
 * script: the page's Content-Security-Policy has nothing to allow). White quiet zone included.
 */
export function PaymentQrCode({ qr }: { qr: PaymentQrView }) {
  return (
    <figure className="mt-4 flex items-center gap-4">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="size-36 shrink-0 rounded-sm border border-slate-200"
        role="img"
        aria-label={qr.caption}
        shapeRendering="crispEdges"
        data-testid="payment-qr"
      >
        <rect width={qr.size} height={qr.size} fill="#ffffff" />
        <path d={qr.path} fill="#000000" />
      </svg>
      <figcaption className="min-w-0">
        <span className="block text-slate-500">{qr.caption}</span>
        <strong className="block text-slate-900 tabular-nums">{qr.amount}</strong>
      </figcaption>
    </figure>
  );
}
