"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { HistoryEntryJson } from "@/lib/history/history-entry-json";
import { Spinner } from "@/components/ui/spinner";
import { formatSentMoment } from "@/components/invoices/invoice-format";
import { historyActorLabel, historyDetailLine, historyTypeLabel } from "./history-labels";

type HistoryTimelineProps = {
  /** "/api/invoices/{id}/history" or "/api/credit-notes/{id}/history". */
  url: string;
  /**
   * Changes whenever the document's facts do (paid, sent, credited…): a new value fetches the
   * history again, the old one staying on screen meanwhile.
   */
  version: string;
  /** The section's heading: "History", or whose history it is where there are several. */
  title?: string;
  /** A timeline inside another section (a credit note's, in its row) has no rule above it. */
  nested?: boolean;
};

/**
 * A document's history (issue #25) as a timeline, oldest first: what happened, who did it, when,
 * and the entry's hash (its place in the user's append-only chain) for whoever checks.
 */
export function HistoryTimeline({ url, version, title = "History", nested = false }: HistoryTimelineProps) {
  const { user } = useCurrentUser();
  const history = useQuery<HistoryEntryJson[]>({
    queryKey: [url, version],
    queryFn: async () => (await apiRequest("GET", url)).json(),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-label={title} className={nested ? "space-y-3 pt-2" : "space-y-3 border-t pt-4"}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {history.data ? (
        <ol className="relative ms-1.5 space-y-3 border-s ps-5">
          {history.data.map((entry) => {
            const detail = historyDetailLine(entry);
            return (
              <li key={entry.hash} className="relative text-sm">
                <span
                  aria-hidden
                  className="absolute -start-[1.65rem] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary"
                />
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{historyTypeLabel(entry.type)}</span>
                  <time dateTime={entry.at} className="text-xs text-muted-foreground">
                    {formatSentMoment(entry.at)}
                  </time>
                </div>
                <p className="wrap-anywhere text-muted-foreground">
                  {historyActorLabel(entry.actor, user?.id)}
                  {detail ? ` · ${detail}` : ""}
                </p>
                <p className="truncate font-mono text-[0.7rem] text-muted-foreground/80" title={entry.hash}>
                  SHA-256 {entry.hash.slice(0, 16)}…
                </p>
              </li>
            );
          })}
        </ol>
      ) : history.error ? (
        <p className="text-sm text-destructive">Could not load the history: {errorMessage(history.error, "please try again.")}</p>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner label="Loading the history" />
        </div>
      )}
    </section>
  );
}
