import { expect, test } from "@playwright/test";
// The same measurement and budgets as `npm run budget` and `npm run lighthouse` (issue #24).
import { FIRST_LOAD_JS_BUDGETS_KB, gzipSize, scriptSources } from "../../scripts/first-load-js.mjs";
import { signInAsProDemoUser } from "./support/sign-in";

// Bytes, not time: every <script src> of a signed-in page's HTML, gzipped as npm start sends it,
// within the page's budget. Over budget fails the suite (the build's gate); the figures and how
// they were brought down are in docs/benchmarks.md.
test("the signed-in pages' first-load JavaScript is within its budget", async ({ page }) => {
  await signInAsProDemoUser(page);
  for (const [path, budgetKb] of Object.entries(FIRST_LOAD_JS_BUDGETS_KB)) {
    const html = await (await page.request.get(path)).text();
    const sources = scriptSources(html);
    expect(sources.length, `${path} names its scripts`).toBeGreaterThan(3);
    let gzipped = 0;
    for (const src of sources) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      gzipped += gzipSize(await response.body());
    }
    expect(gzipped, `${path}: first-load JavaScript, gzipped bytes (budget ${budgetKb} KB)`).toBeLessThanOrEqual(budgetKb * 1024);
  }
});
