"use client";

import { useEffect } from "react";
import { toast, Toaster, useSonner } from "sonner";

/**
 * The one toast viewport: one toast at a time, 5000 ms, swipe right (SPEC section 9); F8 focuses it.
 * Rendered by the layouts whose pages toast (app/providers.tsx) and by the support page, so the other
 * public pages ship no toast library.
 */
export function AppToaster() {
  useOneToastAtATime();
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

/**
 * A new toast replaces the one on screen. `visibleToasts={1}` alone only hides the older ones: they
 * stayed in the list and came back, one after another, as the newer went (issue #24, item 12).
 */
function useOneToastAtATime() {
  const { toasts } = useSonner();
  useEffect(() => {
    // Newest first.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
}
