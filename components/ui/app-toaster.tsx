"use client";

import { Toaster } from "sonner";

/**
 * The one toast viewport: one toast at a time, 5000 ms, swipe right (SPEC section 9); F8 focuses it.
 * Rendered by the layouts whose pages toast (app/providers.tsx) and by the support page, so the other
 * public pages ship no toast library.
 */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
      swipeDirections={["right"]}
      hotkey={["F8"]}
      richColors
      closeButton
      toastOptions={{ className: "pointer-events-auto" }}
    />
  );
}
