import fs from "node:fs";
import path from "node:path";

// Issue #26: the proxy runs on every page request and only sets headers and redirects. It used to
// sign in inside itself, loading Prisma and argon2 for every page; this walks every module proxy.ts
// reaches (its own imports, transitively) and fails if the database or the password hash is among them.

const root = path.resolve(__dirname, "../../..");
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every local module and every package specifier reachable from `entry`. */
function reachable(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
    }
  }
  return { modules, packages };
}

it("proxy.ts reaches neither the database nor the password hash, directly or through any module it imports", () => {
  const { modules, packages } = reachable(path.join(root, "proxy.ts"));
  const relative = [...modules].map((file) => path.relative(root, file));
  expect(relative.filter((file) => file.startsWith("lib/db/") || file.startsWith("lib/generated/"))).toEqual([]);
  expect(relative.filter((file) => /lib\/auth\/(password|login-user|sign-in-with-password|session)\.ts$/.test(file))).toEqual([]);
  expect([...packages].filter((name) => /^@node-rs\/argon2|^@prisma\/|^pg$|^@electric-sql\/pglite/.test(name))).toEqual([]);
  // The walk itself works: it sees what the proxy does import.
  expect(relative).toContain("lib/security/security-headers.ts");
});
