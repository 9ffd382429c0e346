import type { Customer } from "@/lib/customers/customer-select";
import type { CustomerInput } from "@/lib/customers/schemas";

/** Every field the form edits, as the strings its inputs hold. */
export type CustomerFormValues = Required<{ [Key in keyof CustomerInput]: NonNullable<CustomerInput[Key]> }>;

/** SPEC section 9: a new customer defaults to the United States. */
export const EMPTY_CUSTOMER: CustomerFormValues = {
  customerType: "private",
  name: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  postalCode: "",
  country: "US",
  vatNumber: "",
  organizationNumber: "",
  invoiceReference: "",
};

/** The form's starting values: empty for a new customer, the stored fields (nulls as "") for an edit. */
export function toFormValues(customer: Customer | null): CustomerFormValues {
  if (!customer) return EMPTY_CUSTOMER;
  return {
    customerType: customer.customerType,
    name: customer.name,
    email: customer.email,
    phone: customer.phone ?? "",
    address: customer.address ?? "",
    city: customer.city ?? "",
    postalCode: customer.postalCode ?? "",
    country: customer.country,
    vatNumber: customer.vatNumber ?? "",
    organizationNumber: customer.organizationNumber ?? "",
    invoiceReference: customer.invoiceReference ?? "",
  };
}
