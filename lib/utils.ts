import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets the last conflicting Tailwind utility win, so a caller's
 * `className` overrides a primitive's defaults.
 *
 * @example cn("px-4 py-2", isActive && "bg-primary", "px-6") // "py-2 bg-primary px-6"
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
