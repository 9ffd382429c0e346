import { UserPlus } from "lucide-react";
import Link from "next/link";
import { countryName } from "@/lib/countries";
import type { Customer } from "@/lib/customers/customer-select";
import { FormSelect } from "./form-select";
import type { InvoiceFormControl } from "./invoice-form-values";

type CustomerSectionProps = {
  control: InvoiceFormControl;
  customers: Customer[];
  customer: Customer | undefined;
  isLoading: boolean;
};

/** Who is billed: the dropdown of the user's customers, a way to add one, and what the tax looks at. */
export function CustomerSection({ control, customers, customer, isLoading }: CustomerSectionProps) {
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
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-muted-foreground" data-testid="customer-summary">
          {customer
            ? [customer.customerType === "business" ? "Business" : "Private person", countryName(customer.country), customer.vatNumber]
                .filter(Boolean)
                .join(" · ")
            : "The tax depends on the customer's country and type."}
        </p>
        <Link
          href="/customers?add=true"
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <UserPlus className="size-4" aria-hidden />
          Add customer
        </Link>
      </div>
    </div>
  );
}
