import { Calculator, Coins, FileText, LayoutDashboard, Mail, Users, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURES: readonly { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: FileText,
    title: "Professional PDFs",
    description: "Clean, print-ready invoices with your details, payment instructions and notes, downloaded in one click.",
  },
  {
    icon: Calculator,
    title: "Automatic VAT & sales tax",
    description: "The right rate and legal wording for domestic, EU reverse-charge and export invoices, worked out for you.",
  },
  {
    icon: Users,
    title: "Customer management",
    description: "Keep private and business customers with addresses, VAT and organization numbers ready for the next invoice.",
  },
  {
    icon: Mail,
    title: "E-mail sending",
    description: "Send the invoice straight to your customer with the PDF attached; replies come back to your own inbox.",
  },
  {
    icon: Coins,
    title: "Multi-currency",
    description: "Invoice in USD, EUR, GBP or SEK, each formatted the way your customers expect to read it.",
  },
  {
    icon: LayoutDashboard,
    title: "Dashboard",
    description: "See your invoices, customers and what is left of your monthly allowance at a glance.",
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ icon: Icon, title, description }) => (
        <li key={title}>
          <Card className="h-full transition-shadow hover:shadow-md">
            <CardHeader className="gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden>
                <Icon className="size-5" />
              </span>
              <CardTitle asChild>
                <h3 className="text-lg">{title}</h3>
              </CardTitle>
              <CardDescription className="leading-relaxed">{description}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
