import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One narrow card in the middle of a page without JavaScript: the forgot, reset and two-factor pages. */
export function AccountFormCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="bg-muted/30">
      <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
        <Card>
          <CardHeader>
            <CardTitle asChild className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
