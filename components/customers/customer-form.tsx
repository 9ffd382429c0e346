"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { CountrySelect } from "@/components/forms/country-select";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import type { Customer } from "@/lib/customers/customer-select";
import { customerSchema, type CustomerData, type CustomerInput } from "@/lib/customers/schemas";
import { getTaxLabel } from "@/lib/tax";
import { CustomerField } from "./customer-field";
import { toFormValues } from "./customer-form-values";
import { CustomerTypeToggle } from "./customer-type-toggle";
import { useSaveCustomer } from "./use-customer-mutations";

export const NAME_FIELD_ID = "customer-name";

type CustomerFormProps = {
  /** The customer to edit, or null to create one. */
  customer: Customer | null;
  /** Called with the customer as the server stored it (the invoice form selects a new one). */
  onSaved: (customer: Customer) => void;
};

/** Add or edit one customer; validated by the same schema as POST/PUT /api/customers. */
export function CustomerForm({ customer, onSaved }: CustomerFormProps) {
  const form = useForm<CustomerInput, unknown, CustomerData>({
    resolver: zodResolver(customerSchema),
    defaultValues: toFormValues(customer),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [customerType, country] = useWatch({ control, name: ["customerType", "country"] });
  const isBusiness = customerType === "business";
  const save = useSaveCustomer(customer?.id);

  const submit = form.handleSubmit((data) => save.mutate(data, { onSuccess: onSaved }));
  // The dialog is portalled, but React events still bubble through the component tree: opened from
  // the invoice form, this submit must not reach the invoice form's own.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CustomerTypeToggle registration={register("customerType")} />
      <CustomerField
        id={NAME_FIELD_ID}
        label={isBusiness ? "Company name" : "Name"}
        isRequired
        autoComplete={isBusiness ? "organization" : "name"}
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CustomerField
          id="customer-email"
          label="Email"
          type="email"
          isRequired
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <CustomerField
          id="customer-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
      </div>
      <CustomerField
        id="customer-address"
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register("address")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CustomerField id="customer-city" label="City" autoComplete="address-level2" error={errors.city?.message} {...register("city")} />
        <CustomerField
          id="customer-postal-code"
          label="Postal code"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register("postalCode")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="customer-country">Country</Label>
        <CountrySelect id="customer-country" aria-invalid={!!errors.country} autoComplete="country" {...register("country")} />
        <FieldError message={errors.country?.message} />
      </div>

      {isBusiness && (
        <div className="space-y-4 rounded-md border border-dashed p-4">
          <p className="text-sm text-muted-foreground">Business details (optional), printed on the invoices you send them.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <CustomerField
              id="customer-organization-number"
              label="Organization number"
              error={errors.organizationNumber?.message}
              {...register("organizationNumber")}
            />
            <CustomerField
              id="customer-vat-number"
              label={`${getTaxLabel(country ?? "US")} number`}
              error={errors.vatNumber?.message}
              {...register("vatNumber")}
            />
          </div>
          <CustomerField
            id="customer-invoice-reference"
            label="Invoice reference"
            placeholder="e.g. PO number or cost center"
            error={errors.invoiceReference?.message}
            {...register("invoiceReference")}
          />
        </div>
      )}

      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : customer ? "Save Changes" : "Add Customer"}
        </Button>
      </DialogFooter>
    </form>
  );
}
