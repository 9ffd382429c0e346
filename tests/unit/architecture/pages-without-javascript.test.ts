import fs from "node:fs";
import path from "node:path";
import { PAGES_WITHOUT_JAVASCRIPT } from "@/lib/pages-without-javascript";

// Issue #26: every page that ships no JavaScript is listed in one place. pages/ holds exactly those
// pages (each with `unstable_runtimeJS: false`), and the list names exactly pages/' pages.

const pagesDir = path.resolve(__dirname, "../../../pages");

function pagePaths(dir: string, prefix = ""): Array<{ route: string; file: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pagePaths(file, `${prefix}/${entry.name}`);
    if (!/\.tsx$/.test(entry.name) || entry.name.startsWith("_")) return [];
    const name = entry.name.replace(/\.tsx$/, "");
    return [{ route: name === "index" ? prefix || "/" : `${prefix}/${name}`, file }];
  });
}

it("lists every page of pages/, and every listed page turns its runtime JavaScript off", () => {
  const pages = pagePaths(pagesDir);
  expect(pages.map((page) => page.route).sort()).toEqual([...PAGES_WITHOUT_JAVASCRIPT].sort());
  for (const { file } of pages) expect(fs.readFileSync(file, "utf8")).toMatch(/unstable_runtimeJS:\s*false/);
});

it("includes the account pages whose forms work without JavaScript", () => {
  for (const route of ["/auth", "/forgot-password", "/reset-password", "/two-factor"])
    expect(PAGES_WITHOUT_JAVASCRIPT.has(route)).toBe(true);
});
