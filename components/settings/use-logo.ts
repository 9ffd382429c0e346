"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest, errorMessage, throwIfNotOk } from "@/lib/api-client/api-request";
import { LOGO_FIELD, LOGO_MESSAGES } from "@/lib/profile/logo-rules";
import type { LogoUploadResult } from "@/lib/profile/upload-logo";
import { useRefreshUser } from "./use-save-settings";

/** "12.3 KB" */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(2)} MB`;
}

/** POST /api/user/upload-logo as multipart: apiRequest sends JSON only. */
export function useUploadLogo() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (file: File): Promise<LogoUploadResult> => {
      const form = new FormData();
      form.append(LOGO_FIELD, file);
      const response = await fetch("/api/user/upload-logo", { method: "POST", body: form, credentials: "include" });
      await throwIfNotOk(response);
      return response.json();
    },
    onSuccess: async (result) => {
      toast.success(LOGO_MESSAGES.uploaded, { description: `${result.dimensions} px, ${formatBytes(result.size)}` });
      await refreshUser();
    },
    onError: (error) => {
      const details = error instanceof ApiError && typeof error.body.details === "string" ? error.body.details : null;
      toast.error("Upload failed", { description: [errorMessage(error, ""), details].filter(Boolean).join(": ") || "Upload failed" });
    },
  });
}

export function useRemoveLogo() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/user/logo"),
    onSuccess: async () => {
      toast.success(LOGO_MESSAGES.removed.message, { description: LOGO_MESSAGES.removed.details });
      await refreshUser();
    },
    onError: (error) => {
      toast.error("Could not remove the logo", { description: errorMessage(error, "Please try again.") });
    },
  });
}
