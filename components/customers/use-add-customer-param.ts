"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

/**
 * `/customers?add=true` opens the add dialog on arrival (SPEC section 2), including when the
 * page is already open and a link adds the parameter. Closing the dialog drops the parameter, so a
 * reload or the back button does not open it again.
 */
export function useAddCustomerParam(openAdd: () => void) {
  const searchParams = useSearchParams();
  const router = useRouter();
  // Never null under the app router; typed nullable because pages/ holds the pages without JavaScript.
  const pathname = usePathname() ?? "/customers";
  const isRequested = searchParams?.get("add") === "true";
  const [handled, setHandled] = useState(false);

  // Reacting to a changed URL during render (not in an effect) opens the dialog in the first paint.
  if (isRequested !== handled) {
    setHandled(isRequested);
    if (isRequested) openAdd();
  }

  return function clearAddParam() {
    if (isRequested) router.replace(pathname, { scroll: false });
  };
}
