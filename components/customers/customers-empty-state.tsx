import { Plus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";

export function CustomersEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <Users className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">No customers yet</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Add the people and businesses you bill, and pick them when you create an invoice.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus aria-hidden />
        Add Your First Customer
      </Button>
    </div>
  );
}
