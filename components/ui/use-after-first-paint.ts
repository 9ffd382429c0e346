"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has had a task to itself since it: what lets a
 * large screen mount its first part in one task and the rest in a later, interruptible one
 * (a transition, which React renders in slices), so no single task blocks a phone's main thread
 * for long (issue #24: /create-invoice's total blocking time).
 */
export function useAfterFirstPaint() {
  const [isAfter, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return isAfter;
}
