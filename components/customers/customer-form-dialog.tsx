"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Customer } from "@/lib/customers/customer-select";
import { CustomerForm, NAME_FIELD_ID } from "./customer-form";

type CustomerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit, or null to add one. */
  customer: Customer | null;
  /** After the save, with the stored customer (the dialog closes either way). */
  onSaved?: (customer: Customer) => void;
};

export function CustomerFormDialog({ open, onOpenChange, customer, onSaved }: CustomerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        // Start in the name field (the first thing to type) rather than on the type toggle.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(NAME_FIELD_ID)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{customer ? "Edit Customer" : "Add Customer"}</DialogTitle>
          <DialogDescription>
            {customer ? `Update the details of ${customer.name}.` : "Who you invoice: a private person or a business."}
          </DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed, so every opening starts from fresh values. */}
        <CustomerForm
          key={customer?.id ?? "new"}
          customer={customer}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
