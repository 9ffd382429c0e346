"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AppToaster } from "@/components/ui/app-toaster";
import { createQueryClient } from "@/lib/api-client/query-client";
import { forceLightTheme } from "@/lib/theme";

/** TanStack Query alone, for a page inside a layout that has only the toast viewport (/signup). */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(forceLightTheme, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * TanStack Query and the toast viewport, for the signed-in app and admin. Not the root layout: the
 * public pages would all download both libraries (about 20 KB gzipped) and hydrate them for nothing
 * (issue #15 item 7). Sign-in and signup have the toasts from their layout; /signup adds the query
 * client around its form.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <AppToaster />
    </QueryProvider>
  );
}
