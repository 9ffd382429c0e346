import { useState } from "react";

/**
 * True from the first time `open` is true on: a dialog loaded on demand (next/dynamic) is mounted
 * only once it is wanted, and then stays mounted so it can play its closing animation and keep
 * its state like a dialog that was there from the start.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
