import fs from "node:fs";
import path from "node:path";

// A module that needs another which needs it back (types included) is one concern split in two
// files, or two concerns tangled: lib/pdf had render-invoice-pdf ↔ the worker pool. This walks
// the import statements of lib/ and fails on any circle, naming it.

const root = path.resolve(__dirname, "../../..");
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, (match[1] ?? match[2]) as string))
      .filter((target): target is string => target !== null && target.startsWith(dir));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("import cycles", () => {
  it("finds a circle where there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("reads type imports, re-exports and dynamic imports", () => {
    const graph = importGraph(path.join(root, "lib/pdf"));
    const of = (file: string) => (graph.get(path.join(root, file)) ?? []).map((target) => path.relative(root, target));
    expect(of("lib/pdf/index.ts")).toEqual(expect.arrayContaining(["lib/pdf/pdf-job.ts", "lib/pdf/render-invoice-pdf.ts"]));
    expect(of("lib/pdf/render-invoice-pdf.ts")).toEqual(
      expect.arrayContaining(["lib/pdf/pdf-job.ts", "lib/pdf/render-invoice-pdf-in-thread.ts"]),
    );
  });

  it("has none in lib/", () => {
    const cycles = findCycles(importGraph(path.join(root, "lib"))).map((cycle) =>
      cycle.map((file) => path.relative(root, file)).join(" → "),
    );
    expect(cycles).toEqual([]);
  });
});
