/** The key under which a theme choice is stored (SPEC section 1: it exists, but the theme is always light). */
export const THEME_STORAGE_KEY = "vite-ui-theme";

/** Whatever was stored, the app renders light; the stored value is rewritten so nothing flips later. */
export function forceLightTheme(): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
  } catch {
    // Storage can be blocked (private mode); the theme is light regardless.
  }
  document.documentElement.classList.remove("dark");
  document.documentElement.classList.add("light");
}
