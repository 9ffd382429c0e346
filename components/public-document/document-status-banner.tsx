import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type DocumentStatusBannerProps = { label: string; toneClass: string; icon: LucideIcon; sentence: React.ReactNode; testId: string };

/** Where a public document stands, in one line above it: the status word, then what it means. */
export function DocumentStatusBanner({ label, toneClass, icon: Icon, sentence, testId }: DocumentStatusBannerProps) {
  return (
    <section aria-label={label} className={cn("flex items-center gap-3 rounded-lg border px-4 py-3", toneClass)}>
      <Icon aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0">
        <strong className="mr-2 font-bold tracking-wide uppercase" data-testid={testId}>
          {label}
        </strong>
        {sentence}
      </p>
    </section>
  );
}
