"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/settings/native-select";
import { RECURRING_UNITS, UNIT_NAMES, type RecurringSettings } from "./recurring-settings";

type RecurringSectionProps = {
  value: RecurringSettings;
  onChange: (value: RecurringSettings) => void;
  /** Editing a schedule: the timing only, no "Make this recurring" switch. */
  timingOnly?: boolean;
};

// Native boxes: they need no layout measuring (Radix's does, which jsdom lacks) and read as any form's.
const CHECKBOX = "mt-0.5 size-4 shrink-0 accent-primary";
const DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1));

/**
 * "Make this recurring" under the invoice form: how often, which day of the month, until when, and
 * whether each invoice is e-mailed by itself. The invoice date is the start, the due date's distance
 * from it the payment term of every invoice.
 */
export function RecurringSection({ value, onChange, timingOnly = false }: RecurringSectionProps) {
  const set = (patch: Partial<RecurringSettings>) => onChange({ ...value, ...patch });
  const plural = value.every.trim() === "1" ? "one" : "other";
  return (
    <div className="space-y-4">
      {!timingOnly && (
        <div className="flex items-start gap-3">
          <input
            id="recurring-enabled"
            type="checkbox"
            className={CHECKBOX}
            checked={value.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          <div className="space-y-1">
            <Label htmlFor="recurring-enabled">Make this recurring</Label>
            <p className="text-sm text-muted-foreground">
              A new invoice is made on each date from the invoice date on, with these lines, numbered in your series.
            </p>
          </div>
        </div>
      )}
      {(value.enabled || timingOnly) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="recurring-every">Repeat every</Label>
            <div className="flex gap-2">
              <Input
                id="recurring-every"
                className="w-20"
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                value={value.every}
                onChange={(event) => set({ every: event.target.value })}
              />
              <NativeSelect
                aria-label="Repeat unit"
                value={value.unit}
                onChange={(event) => set({ unit: event.target.value as RecurringSettings["unit"], dayOfMonth: "" })}
              >
                {RECURRING_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {UNIT_NAMES[unit][plural]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {value.unit === "month" && (
            <div className="space-y-1.5">
              <Label htmlFor="recurring-day">Day of the month</Label>
              <NativeSelect id="recurring-day" value={value.dayOfMonth} onChange={(event) => set({ dayOfMonth: event.target.value })}>
                <option value="">Same day as the invoice date</option>
                {DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
                <option value="last">Last day of the month</option>
              </NativeSelect>
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="recurring-end">Ends</Label>
            <NativeSelect
              id="recurring-end"
              value={value.end}
              onChange={(event) => set({ end: event.target.value as RecurringSettings["end"] })}
            >
              <option value="never">Never</option>
              <option value="date">On a date</option>
              <option value="count">After a number of invoices</option>
            </NativeSelect>
          </div>
          {value.end === "date" && (
            <div className="space-y-1.5">
              <Label htmlFor="recurring-end-date">End date</Label>
              <Input id="recurring-end-date" type="date" value={value.endDate} onChange={(event) => set({ endDate: event.target.value })} />
            </div>
          )}
          {value.end === "count" && (
            <div className="space-y-1.5">
              <Label htmlFor="recurring-count">Number of invoices</Label>
              <Input
                id="recurring-count"
                type="number"
                inputMode="numeric"
                min={1}
                value={value.count}
                onChange={(event) => set({ count: event.target.value })}
              />
            </div>
          )}
          <div className="flex items-center gap-3 sm:col-span-2">
            <input
              id="recurring-auto-send"
              type="checkbox"
              className={CHECKBOX}
              checked={value.autoSend}
              onChange={(event) => set({ autoSend: event.target.checked })}
            />
            <Label htmlFor="recurring-auto-send">E-mail each invoice to the customer automatically</Label>
          </div>
        </div>
      )}
    </div>
  );
}
