import fs from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file.split(path.sep).join("/")] : [];
  });
}
const leadingLines = (file) => fs.readFileSync(file, "utf8").split("\n", 12).join("\n");
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The `import "server-only"` line at the top of a lib module is the one list of server modules: this
// rule reads it instead of keeping a copy, so marking a module is enough to keep it out of client code.
const serverModules = sourceFiles("lib")
  .filter((file) => !file.startsWith("lib/db/") && /^import ["']server-only["'];?$/m.test(leadingLines(file)))
  .map((file) => file.replace(/\.tsx?$/, "").replace(/\/index$/, ""));
// Client code: every component, and any file that starts with "use client" (app/providers.tsx, the
// lib/api-client hooks). The build fails on the same imports through `server-only`; this says so in
// the editor, at the import, instead of at the end of a build.
const clientFiles = [
  "components/**/*.{ts,tsx}",
  ...["app", "lib"].flatMap(sourceFiles).filter((file) => /^\s*["']use client["']/.test(leadingLines(file))),
];
const fromLib = String.raw`^(@/|(\.\./)+)lib/`;

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { secret: _secret, ...rest } = row` is how we drop a field on purpose.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: clientFiles,
    rules: {
      // `import type` stays allowed: types are erased and never reach the browser bundle.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "server-only", message: "A client file cannot be server-only." }],
          patterns: [
            {
              regex: `${fromLib}(db|generated)(/|$)`,
              allowTypeImports: true,
              message:
                "The database and the Prisma client stay on the server: load the data in a server component or an API route and pass it in. Types: `import type` from the domain module.",
            },
            {
              regex: `${fromLib}(${serverModules.map((file) => escapeRegex(file.slice("lib/".length))).join("|")})(\\.tsx?)?$`,
              allowTypeImports: true,
              message:
                'This lib module starts with `import "server-only"`: call it from a server component or an API route, or use `import type` for its types.',
            },
          ],
        },
      ],
    },
  },
  // NEXT_DIST_DIR puts parallel builds in .next-<name>/.
  { ignores: [".next*/**", "lib/generated/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
