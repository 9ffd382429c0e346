"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

/**
 * The entry points of SPEC section 2: `?upgrade=true` (from an invoice limit) opens the upgrade
 * dialog, `?payment=success` (the payment's return address) is handled by usePaymentReturn. Closing either drops the parameter, so a reload
 * doesn't bring it back.
 */
export function useSettingsParams() {
  const searchParams = useSearchParams();
  const router = useRouter();
  // Never null under the app router; typed nullable because pages/ holds the pages without JavaScript.
  const pathname = usePathname() ?? "/settings";
  const isUpgradeRequested = searchParams?.get("upgrade") === "true";
  const isPaymentSuccess = searchParams?.get("payment") === "success";
  const [isUpgradeOpen, setUpgradeOpen] = useState(isUpgradeRequested);
  const [handledUpgrade, setHandledUpgrade] = useState(isUpgradeRequested);

  // A link that adds ?upgrade=true while the page is open opens the dialog too (set during render).
  if (isUpgradeRequested !== handledUpgrade) {
    setHandledUpgrade(isUpgradeRequested);
    if (isUpgradeRequested) setUpgradeOpen(true);
  }

  const dropParam = (name: string) => {
    const next = new URLSearchParams(searchParams?.toString());
    next.delete(name);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return {
    isUpgradeOpen,
    setUpgradeOpen: (open: boolean) => {
      setUpgradeOpen(open);
      if (!open && isUpgradeRequested) dropParam("upgrade");
    },
    isPaymentSuccess,
    dismissPaymentSuccess: () => dropParam("payment"),
  };
}
