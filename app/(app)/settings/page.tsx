import type { Metadata } from "next";
import { Suspense } from "react";
import { SettingsView } from "@/components/settings/settings-view";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_RETENTION_YEARS, retentionYears } from "@/lib/records/retention";

export const metadata: Metadata = { title: "Settings" };

// SettingsView reads ?upgrade=true and ?payment=success with useSearchParams, which Next requires
// inside a Suspense boundary; the heading renders on the server at once.
/** The years the delete dialog names; a misconfigured value is the purge job's to report, the page shows the default. */
function recordsRetentionYears(): number {
  try {
    return retentionYears();
  } catch {
    return DEFAULT_RETENTION_YEARS;
  }
}

export default function SettingsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Manage your profile and invoice preferences</p>
      </div>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8" label="Loading your settings" />
          </div>
        }
      >
        <SettingsView recordsRetentionYears={recordsRetentionYears()} />
      </Suspense>
    </div>
  );
}
