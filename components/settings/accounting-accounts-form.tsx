"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { AccountingSettings } from "@/lib/exports/accounting-settings";
import type { DatevAccounts, SieAccounts } from "@/lib/exports/account-plans";
import { NativeSelect } from "./native-select";
import { SettingsField } from "./settings-field";

const KEY = ["/api/user/accounting"];

const SIE_LABELS: Record<keyof SieAccounts, string> = {
  receivables: "Receivables",
  bank: "Bank",
  sales25: "Sales, 25 % VAT",
  sales12: "Sales, 12 % VAT",
  sales6: "Sales, 6 % VAT",
  vat25: "Output VAT 25 %",
  vat12: "Output VAT 12 %",
  vat6: "Output VAT 6 %",
  salesExempt: "Sales without VAT",
  salesEuServices: "Services to EU businesses",
  salesEuGoods: "Goods to EU businesses",
  salesExportServices: "Services outside the EU",
  salesExportGoods: "Goods outside the EU",
  salesOss: "OSS sales",
  vatOss: "OSS output VAT",
  fxGain: "Exchange gains",
  fxLoss: "Exchange losses",
};

const DATEV_LABELS: Record<keyof DatevAccounts, string> = {
  debtor: "Debtor (Debitor)",
  bank: "Bank",
  taxed19: "Revenue 19 %",
  taxed7: "Revenue 7 %",
  exempt: "Revenue without VAT",
  euServices: "EU services, reverse charge",
  euGoods: "EU goods (Art. 138)",
  exportServices: "Services outside the EU",
  exportGoods: "Goods outside the EU",
  oss: "OSS revenue",
  euServicesKey: "BU-Schlüssel, EU services",
  euGoodsKey: "BU-Schlüssel, EU goods",
};

type Draft = { datevChart: string; datevConsultantNumber: string; datevClientNumber: string; sie: SieAccounts; datev: DatevAccounts };

const draftOf = (settings: AccountingSettings): Draft => ({
  datevChart: settings.datevChart,
  datevConsultantNumber: settings.datevConsultantNumber?.toString() ?? "",
  datevClientNumber: settings.datevClientNumber?.toString() ?? "",
  sie: settings.accounts.sie,
  datev: settings.datevChart === "SKR04" ? settings.accounts.skr04 : settings.accounts.skr03,
});

/** The accounts the SIE and DATEV files book to, and DATEV's chart and numbers (PUT /api/user/accounting). */
export function AccountingAccountsForm() {
  const queryClient = useQueryClient();
  const { data } = useQuery<AccountingSettings>({ queryKey: KEY });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: async (body: unknown): Promise<AccountingSettings> => (await apiRequest("PUT", "/api/user/accounting", body)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      setDraft(null);
      toast.success("Accounts saved");
    },
    onError: (error) => toast.error("Could not save the accounts", { description: errorMessage(error, "Please try again.") }),
  });
  if (!data) return null;
  const shown = draft ?? draftOf(data);
  const chart = shown.datevChart === "SKR04" ? "SKR04" : "SKR03";
  const datevShown = draft ? shown.datev : chart === "SKR04" ? data.accounts.skr04 : data.accounts.skr03;
  const edit = (change: Partial<Draft>) => setDraft({ ...shown, datev: datevShown, ...change });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      datevChart: chart,
      datevConsultantNumber: shown.datevConsultantNumber,
      datevClientNumber: shown.datevClientNumber,
      accounts: { sie: shown.sie, [chart.toLowerCase()]: datevShown },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 border-t pt-6" aria-label="Accounts of the exports">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="datev-chart">DATEV chart of accounts</Label>
          <NativeSelect
            id="datev-chart"
            value={chart}
            onChange={(event) =>
              edit({ datevChart: event.target.value, datev: event.target.value === "SKR04" ? data.accounts.skr04 : data.accounts.skr03 })
            }
          >
            <option value="SKR03">SKR03</option>
            <option value="SKR04">SKR04</option>
          </NativeSelect>
        </div>
        <SettingsField
          id="datev-consultant"
          label="Beraternummer"
          inputMode="numeric"
          value={shown.datevConsultantNumber}
          onChange={(event) => edit({ datevConsultantNumber: event.target.value })}
        />
        <SettingsField
          id="datev-client"
          label="Mandantennummer"
          inputMode="numeric"
          value={shown.datevClientNumber}
          onChange={(event) => edit({ datevClientNumber: event.target.value })}
        />
      </div>
      <AccountFields
        title="BAS accounts of the SIE file"
        prefix="sie"
        labels={SIE_LABELS}
        values={shown.sie}
        onChange={(sie) => edit({ sie: sie as SieAccounts })}
      />
      <AccountFields
        title={`${chart} accounts of the DATEV file`}
        prefix="datev"
        labels={DATEV_LABELS}
        values={datevShown}
        onChange={(datev) => edit({ datev: datev as DatevAccounts })}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || draft === null}>
          {save.isPending ? "Saving..." : "Save accounts"}
        </Button>
      </div>
    </form>
  );
}

type AccountFieldsProps<Accounts extends object> = {
  title: string;
  prefix: string;
  labels: Record<keyof Accounts, string>;
  values: Accounts;
  onChange: (values: Accounts) => void;
};

function AccountFields<Accounts extends object>({ title, prefix, labels, values, onChange }: AccountFieldsProps<Accounts>) {
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-medium">{title}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {(Object.keys(labels) as (keyof Accounts & string)[]).map((key) => (
          <SettingsField
            key={key}
            id={`${prefix}-${key}`}
            label={labels[key]}
            inputMode="numeric"
            value={String(values[key] ?? "")}
            onChange={(event) => onChange({ ...values, [key]: event.target.value })}
          />
        ))}
      </div>
    </details>
  );
}
