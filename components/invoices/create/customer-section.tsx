"use client";

import { useState } from "react";
import { LazyCustomerFormDialog } from "@/components/customers/lazy-customer-form-dialog";
import { countryName } from "@/lib/countries";
import type { Customer } from "@/lib/customers/customer-select";
import { CustomerSummaryRow, NO_CUSTOMER_SUMMARY } from "./customer-summary-row";
import { FormSelect } from "./form-select";
import type { InvoiceFormControl } from "./invoice-form-values";

type CustomerSectionProps = {
  control: InvoiceFormControl;
  customers: Customer[];
  customer: Customer | undefined;
  isLoading: boolean;
  /** A customer added from the form's own dialog: the form selects it. */
  onCustomerAdded: (customer: Customer) => void;
};

/**
 * Who is billed: the dropdown of the user's customers, a way to add one, and what the tax looks at.
 * "Add customer" opens the customer dialog on the form (issue #24, item 3: it used to go to
 * /customers and the draft was lost); the new customer is selected, the draft stays as typed.
 */
export function CustomerSection({ control, customers, customer, isLoading, onCustomerAdded }: CustomerSectionProps) {
  const [isAdding, setAdding] = useState(false);
  const placeholder = isLoading ? "Loading customers…" : customers.length === 0 ? "No customers yet: add one first" : "Select a customer";
  return (
    <div className="space-y-2">
      <FormSelect
        control={control}
        name="customerId"
        id="invoice-customer"
        label="Customer"
        isRequired
        placeholder={placeholder}
        disabled={customers.length === 0}
        options={customers.map((option) => ({ value: option.id, label: option.name }))}
      />
      <CustomerSummaryRow
        summary={
          customer
            ? [customer.customerType === "business" ? "Business" : "Private person", countryName(customer.country), customer.vatNumber]
                .filter(Boolean)
                .join(" · ")
            : NO_CUSTOMER_SUMMARY
        }
        onAdd={() => setAdding(true)}
      />
      <LazyCustomerFormDialog open={isAdding} onOpenChange={setAdding} customer={null} onSaved={onCustomerAdded} />
    </div>
  );
}
