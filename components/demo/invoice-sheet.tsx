import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { SheetLineItems } from "./sheet-line-items";
import { SheetParties } from "./sheet-parties";
import { SheetTotals } from "./sheet-totals";

/**
 * An invoice as a web page in the Classic design: the same view model (lib/pdf/view) as the PDF,
 * so the page and the downloadable PDF print the same words and figures.
 */
export function InvoiceSheet({ view }: { view: InvoiceView }) {
  return (
    <article
      aria-label={view.title}
      className="mx-auto max-w-4xl rounded-lg border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xl shadow-slate-900/5 sm:p-12"
    >
      <SheetParties view={view} />
      <SheetLineItems view={view} />
      <SheetTotals view={view} />
      <footer className="mt-10 border-t border-slate-200 pt-3 text-xs text-slate-500">{view.footer.join(" · ")}</footer>
    </article>
  );
}
