"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { AccountTypeToggle } from "@/components/forms/account-type-toggle";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { CURRENCIES } from "@/lib/money";
import { getTaxLabel, isEuCountry, SUPPLY_TYPES } from "@/lib/tax";
import { NativeSelect } from "./native-select";
import { SettingsField } from "./settings-field";
import { DEFAULT_PREFERENCES, type SettingsFormValues } from "./settings-form-values";
import { TemplateSelector } from "./template-selector";

const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "sv", label: "Swedish (Svenska)" },
  { value: "de", label: "German (Deutsch)" },
] as const;

const SUPPLY_LABELS: Record<(typeof SUPPLY_TYPES)[number], string> = {
  services: "Services",
  goods: "Goods",
  digital: "Digital services",
};

type PreferencesCardProps = { isPro: boolean; isSaving: boolean };

/** Invoice Preferences: defaults for new invoices, account type, template, tax and payment details. */
export function PreferencesCard({ isPro, isSaving }: PreferencesCardProps) {
  const { register, control, formState, setValue } = useFormContext<SettingsFormValues>();
  const { errors } = formState;
  const [businessType, template, country] = useWatch({ control, name: ["businessType", "defaultTemplate", "country"] });
  const isBusiness = businessType === "business";
  const taxLabel = getTaxLabel(country || "US");

  const resetToDefaults = () => {
    for (const [field, value] of Object.entries(DEFAULT_PREFERENCES)) {
      setValue(field as keyof typeof DEFAULT_PREFERENCES, value, { shouldDirty: true });
    }
    toast.info("Preferences reset to defaults", { description: "USD, English, private person. Save to keep them." });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Invoice Preferences</h2>
        </CardTitle>
        <CardDescription>Defaults for new invoices and how you get paid.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="settings-currency">Default currency</Label>
            <NativeSelect id="settings-currency" {...register("defaultCurrency")}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="settings-language">Default language</Label>
            <NativeSelect id="settings-language" {...register("defaultLanguage")}>
              {LANGUAGES.map((language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <AccountTypeToggle registration={register("businessType")} />
        <TemplateSelector value={template} isPro={isPro} registration={register("defaultTemplate")} />

        <section className="space-y-4" aria-labelledby="settings-tax-heading">
          <h3 id="settings-tax-heading" className="text-sm font-semibold">
            Tax
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="settings-supply-type">What you sell</Label>
              <NativeSelect id="settings-supply-type" {...register("supplyType")}>
                {SUPPLY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {SUPPLY_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {isBusiness && (
              <SettingsField
                id="settings-vat-rate"
                label={`Your ${taxLabel} rate (%)`}
                inputMode="decimal"
                placeholder="Standard rate of your country"
                hint="Leave empty to use your country's standard rate."
                error={errors.vatRate?.message}
                {...register("vatRate")}
              />
            )}
          </div>
          {isBusiness && (
            <div className="space-y-3">
              <CheckboxField name="vatRegistered" label={`${taxLabel} registered`} />
              {isEuCountry(country || "") && <CheckboxField name="ossRegistered" label="Registered for the EU One-Stop-Shop (OSS)" />}
            </div>
          )}
        </section>

        <section className="space-y-4" aria-labelledby="settings-banking-heading">
          <h3 id="settings-banking-heading" className="text-sm font-semibold">
            Payment and banking details
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingsField id="settings-bank-name" label="Bank name" error={errors.bankName?.message} {...register("bankName")} />
            <SettingsField
              id="settings-account-number"
              label="Account number"
              error={errors.bankAccountNumber?.message}
              {...register("bankAccountNumber")}
            />
            <SettingsField
              id="settings-iban"
              label="IBAN"
              placeholder="DE89 3704 0044 0532 0130 00"
              error={errors.iban?.message}
              {...register("iban")}
            />
            <SettingsField
              id="settings-swift"
              label="SWIFT/BIC"
              placeholder="DEUTDEFF"
              error={errors.swiftCode?.message}
              {...register("swiftCode")}
            />
            <SettingsField
              id="settings-routing"
              label="Routing number"
              error={errors.routingNumber?.message}
              {...register("routingNumber")}
            />
            <SettingsField
              id="settings-paypal"
              label="PayPal e-mail"
              type="email"
              error={errors.paypalEmail?.message}
              {...register("paypalEmail")}
            />
            <SettingsField
              id="settings-bankgiro"
              label="Bankgiro (Sweden)"
              placeholder="5050-1055"
              hint="With a Bankgiro or Plusgiro number, new invoices carry an OCR reference."
              error={errors.bankgiro?.message}
              {...register("bankgiro")}
            />
            <SettingsField
              id="settings-plusgiro"
              label="Plusgiro (Sweden)"
              placeholder="28 65 43-4"
              error={errors.plusgiro?.message}
              {...register("plusgiro")}
            />
          </div>
        </section>
        <section className="space-y-2" aria-labelledby="settings-einvoice-heading">
          <h3 id="settings-einvoice-heading" className="text-sm font-semibold">
            E-invoices
          </h3>
          <CheckboxField
            name="attachFacturX"
            label="Attach the Factur-X PDF (an e-invoice: PDF/A-3 with the EN 16931 XML inside) instead of the plain PDF to invoice e-mails"
          />
          <p className="text-muted-foreground text-xs">
            Pro. Your customers&apos; accounting software reads the invoice data directly; it still looks like your usual PDF.
          </p>
        </section>
        <FieldError message={errors.defaultTemplate?.message ?? errors.countryPreset?.message} />
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={resetToDefaults} disabled={isSaving}>
          Reset to Defaults
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving..." : "Save Preferences"}
        </Button>
      </CardFooter>
    </Card>
  );
}

function CheckboxField({ name, label }: { name: "vatRegistered" | "ossRegistered" | "attachFacturX"; label: string }) {
  const { control } = useFormContext<SettingsFormValues>();
  const id = `settings-${name}`;
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox id={id} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
        )}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
