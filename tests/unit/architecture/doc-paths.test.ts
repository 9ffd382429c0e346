import fs from "node:fs";
import path from "node:path";

// Every file path README.md and docs/ name must exist: a doc that sends a newcomer to a moved or
// deleted file is worse than none. Paths in backticks, link targets, and bare paths with a file
// extension count; a path with a placeholder (<job>, *, {id}, …) is a pattern, not a path.

const root = path.resolve(__dirname, "../../..");
const TOP_LEVEL = fs.readdirSync(root);
// What the tools write (screenshots/, .next/, lib/generated/, …) is named in the docs but not kept in git.
const GENERATED = fs
  .readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => /^[\w.-][\w./-]*\/$/.test(line.trim()))
  .map((line) => line.trim());
const PLACEHOLDER = /[<>*{}…$|]|\.\.\.|XXXX|NNNN/;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

/** The repository paths a Markdown text names, each with where it is resolved from. */
function namedPaths(markdown: string): { text: string; fromDocument: boolean }[] {
  const found: { text: string; fromDocument: boolean }[] = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (target && !/^[a-z]+:|^#|^\//i.test(target)) found.push({ text: target.replace(/#.*$/, ""), fromDocument: true });
  }
  const withoutLinks = markdown.replace(/\]\(([^)\s]+)\)/g, "]");
  for (const [, code] of withoutLinks.matchAll(/`([^`\n]+)`/g)) {
    if (code && /^[\w.@()[\]-]+\/[^\s]*$/.test(code)) found.push({ text: code, fromDocument: false });
  }
  for (const [bare] of withoutLinks
    .replace(/`[^`\n]+`/g, "")
    .matchAll(/(?<![\w/.-])[\w.@()[\]-]+(\/[\w.@()[\]-]+)+\.(tsx?|mjs|js|json|md|sql|prisma)\b/g)) {
    found.push({ text: bare, fromDocument: false });
  }
  return found.filter(({ text, fromDocument }) => {
    if (!text || PLACEHOLDER.test(text) || text.startsWith("../") || GENERATED.some((dir) => `${text}/`.startsWith(dir))) return false;
    return fromDocument || TOP_LEVEL.includes(text.split("/")[0] as string);
  });
}

function missingPaths(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return namedPaths(text)
    .filter(({ text: named, fromDocument }) => {
      const clean = named.replace(/[.,:;]+$/, "").replace(/\/$/, "");
      return !fs.existsSync(fromDocument ? path.resolve(path.dirname(file), clean) : path.join(root, clean));
    })
    .map(({ text: named }) => `${path.relative(root, file)}: ${named}`);
}

describe("paths named in the docs", () => {
  it("reads paths from backticks, links and bare mentions, not commands or patterns", () => {
    const named = namedPaths(
      "See `lib/http/route.ts`, [the map](architecture.md), docs/benchmarks.md and `npm run build`; `app/api/cron/<job>` and `lib/invoices/*` are patterns, [site](https://example.com) is not ours.",
    ).map(({ text }) => text);
    expect(named).toEqual(["architecture.md", "lib/http/route.ts", "docs/benchmarks.md"]);
  });

  it("all exist in the repository", () => {
    const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];
    expect(files.flatMap(missingPaths)).toEqual([]);
  });
});
