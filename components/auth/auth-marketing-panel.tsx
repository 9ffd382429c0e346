import { FileText, Globe2, Mail, ShieldCheck } from "lucide-react";

const POINTS = [
  { icon: FileText, title: "Professional PDFs", text: "Clean invoices your customers can pay from." },
  { icon: Mail, title: "Email Integration", text: "Send invoices straight to your customer's inbox." },
  { icon: Globe2, title: "Multi-Currency", text: "Bill in USD, EUR, SEK." },
  { icon: ShieldCheck, title: "Secure & Private", text: "Your data stays yours, encrypted in transit." },
];

/**
 * The selling points beside the sign-in form (SPEC section 2, /auth). Secondary text is 90 % of the
 * foreground: 5.1:1 on the primary colour; 80 % gave 4.35:1, under WCAG AA's 4.5:1 (issue #15).
 */
export function AuthMarketingPanel() {
  return (
    <div className="flex flex-col justify-center gap-6 rounded-xl bg-primary p-8 text-primary-foreground">
      <div>
        <h2 className="text-2xl font-bold">Invoicing that works the way you do</h2>
        <p className="mt-2 text-primary-foreground/90">VAT and sales tax worked out for you, in every invoice.</p>
      </div>
      <ul className="space-y-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-primary-foreground/90">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
