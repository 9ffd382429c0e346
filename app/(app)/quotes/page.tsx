import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { OpenQuotesCard } from "@/components/quotes/open-quotes-card";
import { QuotesList } from "@/components/quotes/quotes-list";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Quotes" };

/** The heading is static; the list and its actions are the client island. */
export default function QuotesPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Your Quotes</h1>
          <p className="text-muted-foreground">Offers your customers accept online, then invoice in one click.</p>
        </div>
        <Button asChild>
          <Link href="/quotes/new">
            <Plus aria-hidden />
            New Quote
          </Link>
        </Button>
      </div>
      <OpenQuotesCard compact />
      <QuotesList />
    </div>
  );
}
