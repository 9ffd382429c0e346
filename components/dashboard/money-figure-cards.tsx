import { AlertTriangle, CircleCheck, Clock } from "lucide-react";
import { formatInvoiceAmount } from "@/components/invoices/invoice-format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CurrencyAmount, DashboardStats } from "@/lib/invoices/dashboard-stats";
import { cn } from "@/lib/utils";

type MoneyFigures = Pick<DashboardStats, "outstanding" | "overdue" | "paidThisMonth">;

const CARDS = [
  { key: "outstanding", title: "Outstanding", empty: "Nothing outstanding", icon: Clock },
  { key: "overdue", title: "Overdue", empty: "Nothing overdue", icon: AlertTriangle },
  { key: "paidThisMonth", title: "Paid this month", empty: "No payments this month", icon: CircleCheck },
] as const;

/**
 * What customers owe, what of it is late, and what came in this month (issue #16): one line per
 * currency, since amounts in different currencies are never added up. `stats` is undefined while
 * the figures load.
 */
export function MoneyFigureCards({ stats }: { stats: MoneyFigures | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ key, title, empty, icon: Icon }) => (
        <MoneyFigureCard
          key={key}
          title={title}
          empty={empty}
          amounts={stats?.[key]}
          isAlarming={key === "overdue"}
          icon={<Icon className="size-4 text-muted-foreground" aria-hidden />}
        />
      ))}
    </div>
  );
}

type MoneyFigureCardProps = {
  title: string;
  empty: string;
  amounts: CurrencyAmount[] | undefined;
  isAlarming: boolean;
  icon: React.ReactNode;
};

function MoneyFigureCard({ title, empty, amounts, isAlarming, icon }: MoneyFigureCardProps) {
  return (
    <Card role="group" aria-label={title} className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        {icon}
      </CardHeader>
      {/* Two lines tall whatever the state (loading "–", "—" with its sentence, one amount), so the
          figures arriving do not move the page (CLS, issue #24). */}
      <CardContent className="min-h-12 sm:min-h-13">
        {amounts === undefined ? (
          <p className="text-xl font-bold sm:text-2xl">–</p>
        ) : amounts.length === 0 ? (
          <>
            <p className="text-xl font-bold sm:text-2xl" aria-hidden>
              —
            </p>
            <p className="text-sm text-muted-foreground">{empty}</p>
          </>
        ) : (
          <ul className="space-y-0.5">
            {amounts.map(({ currency, amount }) => (
              <li
                key={currency}
                className={cn("text-xl font-bold tabular-nums wrap-anywhere sm:text-2xl", isAlarming && "text-destructive")}
              >
                {formatInvoiceAmount(amount, currency)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
