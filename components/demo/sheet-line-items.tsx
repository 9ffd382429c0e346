import type { InvoiceView } from "@/lib/pdf/view/invoice-view";

const NUMERIC = "px-3 py-2.5 text-right tabular-nums whitespace-nowrap";

/** The items table: description with its details, quantity, rate, tax %, amount. */
export function SheetLineItems({ view }: { view: InvoiceView }) {
  const { strings } = view;
  return (
    // On a phone the table scrolls sideways rather than squeezing the amounts.
    <div className="mt-8 overflow-x-auto">
      <table className="w-full min-w-[34rem] border-collapse">
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
                <p className="font-medium text-slate-900">{item.title}</p>
                {item.details.map((detail, line) => (
                  <p key={line} className="text-xs text-slate-500">
                    {detail}
                  </p>
                ))}
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
  );
}
