"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client/api-request";

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };
const STATUS_KEY = ["user", "2fa"] as const;

/** GET /api/user/2fa: on or off, and the recovery codes left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: async (): Promise<TwoFactorStatus> => (await apiRequest("GET", "/api/user/2fa")).json(),
  });
}

/** The three steps of Settings → Security: setup (secret and QR), enable (first code → recovery codes), disable. */
export function useTwoFactorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  return {
    setup: useMutation({
      mutationFn: async (): Promise<{ secret: string; otpauthUrl: string }> => (await apiRequest("POST", "/api/user/2fa/setup")).json(),
    }),
    enable: useMutation({
      mutationFn: async (code: string): Promise<{ recoveryCodes: string[] }> =>
        (await apiRequest("POST", "/api/user/2fa/enable", { code })).json(),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: async (input: { password: string; code: string }) => (await apiRequest("POST", "/api/user/2fa/disable", input)).json(),
      onSuccess: refresh,
    }),
  };
}
