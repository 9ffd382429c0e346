import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { SheetLineItems } from "./sheet-line-items";
import { SheetParties } from "./sheet-parties";
import { SheetTotals } from "./sheet-totals";

/**
 * An invoice as a web page in the Classic design: the same view model (lib/pdf/view) as the PDF,
 * so the page and the downloadable PDF print the same words and figures. A void invoice carries
 * the PDF's stamp across it (decoration: the page says VOID in words as well).
 */
export function InvoiceSheet({ view }: { view: InvoiceView }) {
  return (
    <article
      aria-label={view.title}
      className="relative mx-auto max-w-4xl overflow-hidden rounded-lg border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xl shadow-slate-900/5 sm:p-12"
    >
      <SheetParties view={view} />
      <SheetLineItems view={view} />
      <SheetTotals view={view} />
      <footer className="mt-10 border-t border-slate-200 pt-3 text-xs text-slate-500">{view.footer.join(" · ")}</footer>
      {view.stamp && (
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-32 flex justify-center sm:top-40">
          <span className="-rotate-[24deg] rounded-xl border-[6px] border-red-600 px-6 text-6xl leading-tight font-bold tracking-[0.12em] text-red-600 opacity-45 sm:text-8xl">
            {view.stamp}
          </span>
        </div>
      )}
    </article>
  );
}
