"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { createQueryClient } from "@/lib/api-client/query-client";
import { forceLightTheme } from "@/lib/theme";

// The toast viewport and sonner load beside the page, not in its first load (issue #24): a toast
// made before it mounts is kept in sonner's store and shown when it does.
const AppToaster = dynamic(() => import("@/components/ui/app-toaster").then((module) => module.AppToaster), { ssr: false });

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
