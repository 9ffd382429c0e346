import { Quote } from "lucide-react";
import { Card, CardContent, CardFooter } from "@/components/ui/card";

const TESTIMONIALS = [
  {
    quote:
      "I used to spend an evening a month on invoices and VAT questions. Now it takes ten minutes, and my EU clients get the reverse-charge wording right every time.",
    name: "Sara Lindqvist",
    role: "Freelance UX designer, Gothenburg",
  },
  {
    quote:
      "Clients in the US, the UK and Germany, three currencies, one tool. The PDFs look more professional than the ones our accountant made.",
    name: "Marcus Reed",
    role: "Founder, Reed Digital Studio",
  },
  {
    quote:
      "The free plan was enough to try it with real customers. I upgraded to Pro for the templates and my logo, and never looked back.",
    name: "Elena Fischer",
    role: "Photographer, Munich",
  },
] as const;

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

export function Testimonials() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {TESTIMONIALS.map((testimonial) => (
        <li key={testimonial.name}>
          <Card className="h-full">
            <CardContent className="flex-1">
              <Quote className="size-6 text-primary/40" aria-hidden />
              <blockquote className="mt-3 leading-relaxed">{testimonial.quote}</blockquote>
            </CardContent>
            <CardFooter className="gap-3">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                aria-hidden
              >
                {initials(testimonial.name)}
              </span>
              <div className="text-sm">
                <p className="font-semibold">{testimonial.name}</p>
                <p className="text-muted-foreground">{testimonial.role}</p>
              </div>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
