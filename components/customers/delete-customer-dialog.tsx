"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Customer } from "@/lib/customers/customer-select";
import { useDeleteCustomer } from "./use-customer-mutations";

type DeleteCustomerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: Customer | null;
};

/** Asks before deleting; issued invoices are safe because each keeps its own copy of the customer. */
export function DeleteCustomerDialog({ open, onOpenChange, customer }: DeleteCustomerDialogProps) {
  const remove = useDeleteCustomer();

  function confirm() {
    if (!customer) return;
    remove.mutate(customer.id, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete customer"
      description={<>Are you sure you want to delete &quot;{customer?.name ?? ""}&quot;? This action cannot be undone.</>}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm text-muted-foreground">
        Invoices already issued to this customer keep their copy of the customer&apos;s details and are not changed.
      </p>
    </ConfirmDialog>
  );
}
