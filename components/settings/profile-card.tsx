"use client";

import { Info } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { CountrySelect } from "@/components/forms/country-select";
import { FieldError } from "@/components/forms/field-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { PublicUser } from "@/lib/auth/public-user";
import { SETTINGS_COUNTRY_CODES } from "@/lib/countries";
import { getTaxLabel } from "@/lib/tax";
import { BusinessNameBlock } from "./business-name-block";
import { EmailVerificationNotice } from "./email-verification-notice";
import { LogoUpload } from "./logo-upload";
import { SettingsField } from "./settings-field";
import type { SettingsFormValues } from "./settings-form-values";

type ProfileCardProps = { user: PublicUser; isSaving: boolean; onUpgrade: () => void };

/** Profile Information: who you are on your invoices. Its fields belong to the settings form. */
export function ProfileCard({ user, isSaving, onUpgrade }: ProfileCardProps) {
  const { register, control, formState } = useFormContext<SettingsFormValues>();
  const { errors } = formState;
  const [businessType, country] = useWatch({ control, name: ["businessType", "country"] });
  const isBusiness = businessType === "business";
  const taxLabel = getTaxLabel(country || "US");

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile Information</h2>
        </CardTitle>
        <CardDescription>Printed as the sender on every invoice. Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BusinessNameBlock user={user} />
        <SettingsField
          id="settings-email"
          label="Email"
          type="email"
          readOnly
          isRequired
          hint="E-mail addresses can't be changed."
          className="bg-muted/50"
          error={errors.email?.message}
          {...register("email")}
        />
        {!user.emailVerified && <EmailVerificationNotice email={user.email} />}
        <SettingsField
          id="settings-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <SettingsField
          id="settings-address"
          label="Address"
          isRequired
          autoComplete="street-address"
          error={errors.address?.message}
          {...register("address")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingsField
            id="settings-city"
            label="City"
            isRequired
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register("city")}
          />
          <SettingsField
            id="settings-postal-code"
            label="Postal code"
            isRequired
            autoComplete="postal-code"
            error={errors.postalCode?.message}
            {...register("postalCode")}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="settings-country">
            Country
            <span aria-hidden className="text-destructive">
              *
            </span>
          </Label>
          <CountrySelect
            id="settings-country"
            priority={SETTINGS_COUNTRY_CODES}
            aria-invalid={!!errors.country}
            autoComplete="country"
            {...register("country")}
          />
          <FieldError message={errors.country?.message} />
        </div>

        {isBusiness ? (
          <div className="space-y-4 rounded-lg border border-dashed p-4">
            <p className="text-sm text-muted-foreground">Business details, printed on your invoices.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {/* Marked required for businesses (SPEC section 4); the save does not enforce them. */}
              <SettingsField
                id="settings-organization-number"
                label="Organization number"
                isRequired
                error={errors.organizationNumber?.message}
                {...register("organizationNumber")}
              />
              <SettingsField
                id="settings-vat-number"
                label={`${taxLabel} number`}
                isRequired
                error={errors.vatNumber?.message}
                {...register("vatNumber")}
              />
            </div>
          </div>
        ) : (
          <Alert>
            <Info aria-hidden />
            <AlertDescription>
              As a private person you only need your name and address. Organization and {taxLabel} numbers are for business accounts: switch
              the account type under Invoice Preferences if you invoice as a business.
            </AlertDescription>
          </Alert>
        )}

        <SettingsField
          id="settings-website"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          autoComplete="url"
          error={errors.website?.message}
          {...register("website")}
        />
        <LogoUpload user={user} onUpgrade={onUpgrade} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving..." : "Save Profile"}
        </Button>
      </CardFooter>
    </Card>
  );
}
