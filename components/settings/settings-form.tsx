"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { PublicUser } from "@/lib/auth/public-user";
import { findMissingFields, missingFieldsMessage } from "@/lib/profile/required-fields";
import { FORM_REQUIRED_FIELDS, settingsFormSchema, type SettingsFormData, type SettingsFormInput } from "@/lib/profile/schemas";
import { PreferencesCard } from "./preferences-card";
import { ProfileCard } from "./profile-card";
import { toFormValues } from "./settings-form-values";
import { useSaveSettings } from "./use-save-settings";

type SettingsFormProps = { user: PublicUser; onUpgrade: () => void };

/**
 * One form across Profile Information and Invoice Preferences: both save buttons send the whole
 * profile, validated by the schema PUT /api/user/settings uses, so switching cards never loses an edit.
 */
export function SettingsForm({ user, onUpgrade }: SettingsFormProps) {
  // The inputs hold SettingsFormValues (strings, never null), a narrower shape of the schema's input.
  const form = useForm<SettingsFormInput, unknown, SettingsFormData>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(user),
  });
  const save = useSaveSettings((saved) => form.reset(toFormValues(saved)));

  const onSubmit = form.handleSubmit(
    (data) => save.mutate(data),
    () => {
      const missing = findMissingFields(form.getValues(), FORM_REQUIRED_FIELDS);
      if (missing.length > 0) toast.error("Required Fields Missing", { description: missingFieldsMessage(missing) });
      else toast.error("Please check the highlighted fields");
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Settings">
        <ProfileCard user={user} isSaving={save.isPending} onUpgrade={onUpgrade} />
        <PreferencesCard isPro={user.isPro} isSaving={save.isPending} />
      </form>
    </FormProvider>
  );
}
