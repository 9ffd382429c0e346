import { CircleCheck } from "lucide-react";
import { GetStartedButton, ViewDemoButton } from "@/components/marketing/get-started-button";
import { Badge } from "@/components/ui/badge";
import { formatInvoiceNumber } from "@/lib/numbering/number-series";

const HIGHLIGHTS = ["Free plan, no card needed", "VAT & sales tax for 35+ countries", "PDF and e-mail in one click"];

export function HeroSection() {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <Badge variant="outline" className="bg-background px-3 py-1 text-sm">
            Invoicing for freelancers and small businesses
          </Badge>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Professional invoices with <span className="text-primary">automatic VAT &amp; sales tax</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Create polished PDF invoices in minutes, e-mail them to your customers and let InvoiceFlow work out the right tax for every
            country you sell to.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <GetStartedButton />
            <ViewDemoButton />
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <InvoicePreview />
      </div>
    </section>
  );
}

/** A decorative invoice, drawn in HTML so it stays crisp and costs no image download. */
function InvoicePreview() {
  const rows = [
    { description: "Website redesign", quantity: 1, amount: "2,400.00" },
    { description: "Copywriting, 6 pages", quantity: 6, amount: "720.00" },
    { description: "Hosting setup", quantity: 1, amount: "180.00" },
  ];
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rotate-1 rounded-2xl border bg-card p-6 shadow-xl">
        <div className="flex items-start justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Invoice</p>
            <p className="text-lg font-semibold">{formatInvoiceNumber(1042)}</p>
          </div>
          <span className="rounded-full bg-success/10 px-2.5 py-1 text-xs font-medium text-success">Sent</span>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-4 text-xs">
          <div>
            <p className="text-muted-foreground">Billed to</p>
            <p className="font-medium">Nordlys Studio AB</p>
            <p className="text-muted-foreground">Stockholm, Sweden</p>
          </div>
          <div className="text-right">
            <p className="text-muted-foreground">Due date</p>
            <p className="font-medium">30 days net</p>
          </div>
        </div>
        <div className="mt-5 divide-y border-y text-sm">
          {rows.map((row) => (
            <div key={row.description} className="flex justify-between gap-4 py-2">
              <span>
                {row.description} <span className="text-muted-foreground">× {row.quantity}</span>
              </span>
              <span className="tabular-nums">€{row.amount}</span>
            </div>
          ))}
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex justify-between text-muted-foreground">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">€3,300.00</dd>
          </div>
          <div className="flex justify-between text-muted-foreground">
            <dt>VAT 0% (reverse charge)</dt>
            <dd className="tabular-nums">€0.00</dd>
          </div>
          <div className="flex justify-between pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">€3,300.00</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
