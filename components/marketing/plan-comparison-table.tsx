import { Check, Minus } from "lucide-react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PLAN_COMPARISON } from "./plans";

function PlanValue({ value }: { value: boolean | string }) {
  if (value === true) {
    return (
      <>
        <Check className="inline size-4 text-primary" aria-hidden />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="inline size-4 text-muted-foreground" aria-hidden />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

export function PlanComparisonTable() {
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <TableCaption className="sr-only">What the Free and Pro plans include</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-1/2 px-5">
              Feature
            </TableHead>
            <TableHead scope="col" className="px-5 text-foreground">
              Free
            </TableHead>
            <TableHead scope="col" className="px-5 text-primary">
              Pro
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PLAN_COMPARISON.map((row) => (
            <TableRow key={row.feature}>
              <TableHead scope="row" className="px-5 font-normal whitespace-normal text-foreground">
                {row.feature}
              </TableHead>
              <TableCell className="px-5">
                <PlanValue value={row.free} />
              </TableCell>
              <TableCell className="px-5 font-medium">
                <PlanValue value={row.pro} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
