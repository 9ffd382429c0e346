import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * lib/tax and lib/money run in the browser (the invoice form shows the automatic rate live) and on
 * the server (which recomputes). So they may import only each other, decimal.js and jsvat — no
 * Node built-ins, no server-only modules, no database.
 */
const ALLOWED = [/^\.\.?\//, /^@\/lib\/(money|tax)(\/|$)/, /^decimal\.js$/, /^jsvat$/];
const ROOT = path.resolve(__dirname, "../../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(folder, file));
}

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  return [...source.matchAll(/(?:from|import|require\()\s*["']([^"']+)["']/g)].map((match) => match[1] as string);
}

describe("lib/tax and lib/money run in the browser and on the server", () => {
  const files = [...sourceFiles("lib/tax"), ...sourceFiles("lib/money")];

  it("finds the modules", () => {
    expect(files).toEqual(expect.arrayContaining(["lib/tax/index.ts", "lib/money/index.ts"]));
  });

  it.each(files.map((file) => [file]))("%s imports only portable modules", (file) => {
    const foreign = importsOf(file).filter((specifier) => !ALLOWED.some((pattern) => pattern.test(specifier)));
    expect(foreign).toEqual([]);
  });

  it.each(files.map((file) => [file]))("%s uses no Node globals", (file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    expect(source).not.toMatch(/\b(process\.|Buffer\b|__dirname|require\()/);
  });
});
