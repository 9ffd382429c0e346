import { Building2, Mail, MapPin, Pencil, Phone, Trash2, User } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { countryName } from "@/lib/countries";
import type { Customer } from "@/lib/customers/customer-select";
import { getTaxLabel } from "@/lib/tax";
import { VatCheckStatus } from "./vat-check-status";

type CustomerCardProps = {
  customer: Customer;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
};

/** "Street 1, 10117 Berlin": the parts the customer has, in postal order. */
function formatAddress({ address, postalCode, city }: Customer): string {
  const place = [postalCode, city].filter(Boolean).join(" ");
  return [address, place].filter(Boolean).join(", ");
}

export function CustomerCard({ customer, onEdit, onDelete }: CustomerCardProps) {
  const isBusiness = customer.customerType === "business";
  const address = formatAddress(customer);
  const details = [
    { label: `${getTaxLabel(customer.country)} number`, value: customer.vatNumber },
    { label: "Organization number", value: customer.organizationNumber },
    { label: "Invoice reference", value: customer.invoiceReference },
  ].filter((detail) => detail.value);

  return (
    // min-w-0: a grid item may shrink below its longest word, so a 160-character name without
    // spaces wraps inside the card instead of widening the grid (issue #15).
    <Card className="min-w-0 gap-4 py-5">
      <CardHeader className="gap-2 px-5">
        <CardTitle asChild>
          <h2 className="text-base leading-snug wrap-anywhere">{customer.name}</h2>
        </CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={isBusiness ? "default" : "secondary"}>
            {isBusiness ? <Building2 aria-hidden /> : <User aria-hidden />}
            {isBusiness ? "Business" : "Private"}
          </Badge>
          <Badge variant="outline" className="max-w-full" title={countryName(customer.country)}>
            <span className="truncate">{countryName(customer.country)}</span>
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 px-5 text-sm">
        <ContactLine icon={<Mail aria-hidden />} label="Email">
          <a href={`mailto:${customer.email}`} className="hover:text-foreground hover:underline">
            {customer.email}
          </a>
        </ContactLine>
        {customer.phone && (
          <ContactLine icon={<Phone aria-hidden />} label="Phone">
            <a href={`tel:${customer.phone}`} className="hover:text-foreground hover:underline">
              {customer.phone}
            </a>
          </ContactLine>
        )}
        {address && (
          <ContactLine icon={<MapPin aria-hidden />} label="Address">
            {address}
          </ContactLine>
        )}
        {details.length > 0 && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-t pt-3">
            {details.map((detail) => (
              <div key={detail.label} className="contents">
                <dt className="text-muted-foreground">{detail.label}</dt>
                <dd className="truncate font-medium" title={detail.value ?? undefined}>
                  {detail.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {customer.vatCheck && <VatCheckStatus customerId={customer.id} check={customer.vatCheck} />}
      </CardContent>
      <CardFooter className="gap-2 px-5">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(customer)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> {customer.name}</span>
        </Button>
        <Button variant="outline" size="sm" className="flex-1 text-destructive hover:text-destructive" onClick={() => onDelete(customer)}>
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> {customer.name}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ContactLine({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-muted-foreground [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0">
      {icon}
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </p>
  );
}
