import type { LabelledValue } from "@/lib/pdf/view/invoice-view";
import { cn } from "@/lib/utils";

/** "Label value" lines, as the PDF prints party and bank details. */
export function LabelledLines({ rows, labelWidth, className }: { rows: LabelledValue[]; labelWidth?: string; className?: string }) {
  return (
    <dl className={cn("space-y-0.5", className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2">
          <dt className={cn("shrink-0 text-slate-500", labelWidth)}>{row.label}</dt>
          <dd className="min-w-0 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The small spaced capitals over each block of the Classic design. */
export function SheetHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="mb-1.5 text-[0.7rem] font-semibold tracking-[0.08em] text-slate-500 uppercase">{children}</h3>;
}
