import { Plus, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

type DocumentsEmptyStateProps = { icon: LucideIcon; title: string; text: string; href: string; action: string };

/** A list's first visit, before there is anything in it: what it is for and the button to make the first. */
export function DocumentsEmptyState({ icon: Icon, title, text, href, action }: DocumentsEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link href={href}>
          <Plus aria-hidden />
          {action}
        </Link>
      </Button>
    </div>
  );
}
