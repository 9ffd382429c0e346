import type { Page } from "@playwright/test";

/** Picks an option of one of the document forms' dropdowns (native selects) by its label and the option's text. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}
