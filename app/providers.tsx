"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/api-client/query-client";
import { forceLightTheme } from "@/lib/theme";

export function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(forceLightTheme, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time, 5000 ms, swipe right (SPEC section 9); F8 focuses the viewport. */}
      <Toaster visibleToasts={1} duration={5000} position="bottom-right" swipeDirections={["right"]} hotkey={["F8"]} richColors closeButton toastOptions={{ className: "pointer-events-auto" }} />
    </QueryClientProvider>
  );
}
