"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AccountTypeToggle } from "@/components/forms/account-type-toggle";
import { CountrySelect } from "@/components/forms/country-select";
import { FieldError } from "@/components/forms/field-error";
import { SiteLink } from "@/components/marketing/site-link";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { REGISTER_MESSAGES, signupFormSchema, type RegisterInput } from "@/lib/auth/schemas";
import { getTaxLabel } from "@/lib/tax";
import { trackEvent } from "@/lib/analytics/track-event";

const DEFAULTS: RegisterInput = {
  businessType: "private",
  email: "",
  password: "",
  username: "",
  businessName: "",
  country: "US",
  address: "",
  city: "",
  postalCode: "",
  organizationNumber: "",
  vatNumber: "",
  website: "",
  vatRegistered: false,
  humanVerified: false,
  agreeToTerms: false,
  faxNumber: "",
};

/** The required field's marker, drawn after its label by CSS so the label's accessible name stays "Email". */
const REQUIRED_MARKER = "after:text-destructive after:content-['*']";

export function SignupForm() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [showVerificationNote, setShowVerificationNote] = useState(false);
  const form = useForm<RegisterInput>({ resolver: zodResolver(signupFormSchema), defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const businessType = useWatch({ control: form.control, name: "businessType" });
  const country = useWatch({ control: form.control, name: "country" });
  const isBusiness = businessType === "business";
  const taxLabel = getTaxLabel(country ?? "US");

  const onSubmit = form.handleSubmit(
    async (data) => {
      setShowVerificationNote(false);
      const payload = {
        ...data,
        company: data.businessType === "business" ? data.businessName : undefined,
        captchaVerification: { verified: true, humanScore: 100 },
      };
      try {
        const user = await (await apiRequest("POST", "/api/register", payload)).json();
        queryClient.setQueryData(CURRENT_USER_KEY, user);
        toast.success("Account Created Successfully!", { description: "Welcome aboard." });
        trackEvent("Signup");
        router.push("/email-verification-success");
      } catch (error) {
        const message = errorMessage(error, "Registration failed");
        if (message === REGISTER_MESSAGES.verification) setShowVerificationNote(true);
        // Only the server knows the common-password list; its answer goes under the field like the form's own checks.
        if (message === REGISTER_MESSAGES.passwordTooCommon) form.setError("password", { message }, { shouldFocus: true });
        toast.error("Signup Failed", { description: message });
      }
    },
    (fieldErrors) => {
      const verificationMissing = fieldErrors.agreeToTerms?.message === REGISTER_MESSAGES.verification;
      setShowVerificationNote(verificationMissing);
      const first = Object.values(fieldErrors)[0]?.message;
      toast.error("Signup Failed", { description: typeof first === "string" ? first : "Please check the form" });
    },
  );

  // Required fields say so before the first failure (issue #24, item 12): aria-required for screen
  // readers, a marker drawn by CSS (so it is not part of the label's name), and the rule of the field.
  const text = (
    name: keyof RegisterInput,
    label: string,
    { required = false, hint, ...props }: React.ComponentProps<typeof Input> & { hint?: string } = {},
  ) => {
    const hintId = hint ? `signup-${name}-hint` : undefined;
    return (
      <div className="space-y-2">
        <Label htmlFor={`signup-${name}`} data-required={required || undefined} className={required ? REQUIRED_MARKER : undefined}>
          {label}
        </Label>
        <Input
          id={`signup-${name}`}
          aria-invalid={!!errors[name]}
          aria-required={required || undefined}
          aria-describedby={hintId}
          {...props}
          {...form.register(name)}
        />
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <FieldError message={errors[name]?.message} />
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <AccountTypeToggle registration={form.register("businessType")} />
      <p className="text-xs text-muted-foreground">Fields marked * are required.</p>

      {text("email", "Email", { type: "email", autoComplete: "email", required: true })}
      {text("password", "Password", {
        type: "password",
        autoComplete: "new-password",
        required: true,
        hint: REGISTER_MESSAGES.passwordRule,
      })}
      {isBusiness
        ? text("businessName", "Company name", { autoComplete: "organization", required: true })
        : text("username", "Full name", { autoComplete: "name", required: true })}

      <div className="space-y-2">
        <Label htmlFor="signup-country" data-required className={REQUIRED_MARKER}>
          Country
        </Label>
        <CountrySelect id="signup-country" aria-required {...form.register("country")} />
        <FieldError message={errors.country?.message} />
      </div>
      {text("address", "Address", { autoComplete: "street-address", required: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("city", "City", { autoComplete: "address-level2", required: true })}
        {text("postalCode", "Postal code", { autoComplete: "postal-code", required: true })}
      </div>

      {isBusiness && (
        <div className="space-y-4 rounded-md border border-dashed p-4">
          {text("organizationNumber", "Organization number (optional)")}
          {text("vatNumber", `${taxLabel} number (optional)`)}
          {text("website", "Website (optional)", { type: "url", placeholder: "https://" })}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("vatRegistered")} />
            {taxLabel} registered
          </label>
        </div>
      )}

      {/* Honeypot: invisible to people, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
        <label htmlFor="signup-fax">Fax number</label>
        <input id="signup-fax" tabIndex={-1} autoComplete="off" {...form.register("faxNumber")} />
      </div>

      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("humanVerified")} />I confirm that I am a human
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("agreeToTerms")} />
          <span>
            I agree to the{" "}
            <Link href="/terms" className="text-primary underline-offset-4 hover:underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link href="/privacy" className="text-primary underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        {showVerificationNote && (
          <p role="alert" className="text-sm text-destructive">
            Please complete the verification requirements above.
          </p>
        )}
      </div>

      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <SiteLink href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </SiteLink>
      </p>
    </form>
  );
}
