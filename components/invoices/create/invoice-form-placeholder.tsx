import { FormSection } from "@/components/documents/form-section";
import { FieldLabel } from "@/components/forms/field-label";
import { NativeSelect } from "@/components/settings/native-select";
import { Spinner } from "@/components/ui/spinner";
import { CustomerSummaryRow, NO_CUSTOMER_SUMMARY } from "./customer-summary-row";

/**
 * What /create-invoice shows, from the server's HTML on, while the form's code loads (issue #24):
 * the form's first card as it will open, nothing to fill in yet, instead of a lone spinner. On a
 * phone that code takes seconds to arrive; the page's layout and its first field's hint are there
 * at once and do not move when the form replaces them.
 */
export function InvoiceFormPlaceholder() {
  return (
    <div aria-busy="true">
      <FormSection title="Invoice details">
        <div className="space-y-2">
          <div className="space-y-2">
            <FieldLabel htmlFor="invoice-customer-loading" isRequired>
              Customer
            </FieldLabel>
            <NativeSelect id="invoice-customer-loading" disabled defaultValue="" className="text-muted-foreground">
              <option value="">Loading customers…</option>
            </NativeSelect>
          </div>
          <CustomerSummaryRow summary={NO_CUSTOMER_SUMMARY} />
        </div>
        <div className="flex justify-center py-8">
          <Spinner className="size-8" label="Loading the form" />
        </div>
      </FormSection>
    </div>
  );
}
