"use client";

import { Archive } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useArchiveDownload, type ArchiveProgress } from "./use-archive-download";

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function progressText({ invoices, done, bytes }: ArchiveProgress): string {
  if (invoices === 0) return "Preparing your archive…";
  return `${done} of ${invoices} documents · ${megabytes(bytes)}`;
}

/**
 * "Download archive" (issue #25): every invoice of the chosen dates (all when left empty) as a zip of
 * PDFs, e-invoices and CSV files with the history, for the accountant or to keep after closing the account.
 */
export function ArchiveDownload({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const { download, progress, isDownloading } = useArchiveDownload();
  const percent = progress && progress.invoices > 0 ? Math.round((progress.done / progress.invoices) * 100) : null;

  return (
    <div className="space-y-3">
      {!compact && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`}>From (invoice date)</Label>
            <Input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} disabled={isDownloading} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} disabled={isDownloading} />
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void download({ from, to })} disabled={isDownloading}>
          <Archive aria-hidden />
          {isDownloading ? "Preparing archive…" : compact ? "Download archive first" : "Download archive"}
        </Button>
        {!compact && !isDownloading && <p className="text-sm text-muted-foreground">Leave the dates empty for every invoice.</p>}
      </div>
      {progress && (
        <div className="space-y-1" role="status" aria-live="polite">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
            max={100}
            value={percent ?? undefined}
            aria-label="Archive download progress"
          />
          <p className="text-sm text-muted-foreground">{progressText(progress)}</p>
        </div>
      )}
    </div>
  );
}
