"use client";

import { AlertTriangle, Crown, FileText, ShieldCheck, UserPlus, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useRealtimeFeed } from "./admin-queries";
import { formatDateTime } from "./format";
import { QueryState } from "./stat-card";

const ICONS: Record<string, LucideIcon> = { signup: UserPlus, invoice: FileText, upgrade: Crown, error: AlertTriangle, admin: ShieldCheck };

/** Live Feed: the latest 50 events, refreshed every 10 s. */
export function LiveFeedTab() {
  const feed = useRealtimeFeed();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <CardTitle asChild>
          <h2>Live Feed</h2>
        </CardTitle>
        <Badge variant="success" className="gap-1.5">
          <span className="size-2 animate-pulse rounded-full bg-current" aria-hidden />
          Live
        </Badge>
      </CardHeader>
      <CardContent>
        <QueryState isLoading={feed.isLoading} error={feed.error} />
        {feed.data?.length === 0 && <p className="text-sm text-muted-foreground">No events yet</p>}
        <ul className="divide-y">
          {feed.data?.map((event) => {
            const Icon = ICONS[event.type] ?? FileText;
            return (
              <li key={event.id} className="flex items-start gap-3 py-3">
                <Icon className={event.type === "error" ? "mt-0.5 size-4 text-destructive" : "mt-0.5 size-4 text-primary"} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">{event.description}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium uppercase">{event.type}</span> · {formatDateTime(event.timestamp)}
                    {event.userEmail && <> · {event.userEmail}</>}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
