import type { InvoiceView } from "@/lib/pdf/view/invoice-view";

const NUMERIC = "px-3 py-2.5 text-right tabular-nums whitespace-nowrap";

/**
 * The items: a table from sm up (description with its details, quantity, rate, tax %, amount), and
 * on a phone one stacked block per line, as the in-app dialog does (issue #24, item 1: at 390 px the
 * table showed only Description and Qty). Both are in the HTML and CSS shows one: the public
 * invoice page and /demo ship no JavaScript.
 */
export function SheetLineItems({ view }: { view: InvoiceView }) {
  const { strings } = view;
  return (
    <div className="mt-8">
      <div className="hidden sm:block">
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-100 text-[0.7rem] font-semibold tracking-[0.06em] text-slate-600 uppercase">
              <th scope="col" className="px-3 py-2 text-left">
                {strings.description}
              </th>
              {[strings.quantity, strings.rate, view.taxColumn, strings.amount].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 text-right">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.items.map((item, index) => (
              <tr key={index} className="border-b border-slate-200 align-top">
                <td className="px-3 py-2.5">
                  <ItemTitle item={item} />
                </td>
                <td className={NUMERIC}>{item.quantity}</td>
                <td className={NUMERIC}>{item.rate}</td>
                <td className={NUMERIC}>{item.taxRate}</td>
                <td className={NUMERIC}>{item.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-200 border-y border-slate-200 sm:hidden" aria-label={strings.description}>
        {view.items.map((item, index) => (
          <li key={index} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 wrap-anywhere">
                <ItemTitle item={item} />
              </div>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{item.amount}</p>
            </div>
            <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
              {[
                [strings.quantity, item.quantity],
                [strings.rate, item.rate],
                [view.taxColumn, item.taxRate],
              ].map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{label}</dt>
                  <dd className="text-slate-700 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemTitle({ item }: { item: InvoiceView["items"][number] }) {
  return (
    <>
      <p className="font-medium text-slate-900">{item.title}</p>
      {item.details.map((detail, line) => (
        <p key={line} className="text-xs text-slate-500">
          {detail}
        </p>
      ))}
    </>
  );
}
