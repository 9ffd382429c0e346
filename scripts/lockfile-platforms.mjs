// Restores the optional per-platform binaries (macOS, Windows, other Linux CPUs…) that npm leaves out
// of package-lock.json when its registry does not serve them: this workplace's npm mirror answers 404
// for them, so `npm install` writes a lock without them and `npm ci` then refuses that lock as out of
// sync. Each entry is written with its os/cpu/libc, so npm skips it on a machine it does not fit and
// fetches it by name and version on one it does. Run after any `npm install` that changes the lock.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "sunos", "netbsd", "openbsd", "aix"];
const CPU = {
  x64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  ppc64: "ppc64",
  s390x: "s390x",
  riscv64: "riscv64",
  loong64: "loong64",
  wasm32: "wasm32",
};

/** Reads "os-cpu[-abi]" off a platform package's name, e.g. "@swc/core-linux-arm-gnueabihf". */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  if (parts.includes("wasm32")) return { cpu: ["wasm32"] };
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex < 0) return null;
  const cpu = CPU[parts[osIndex + 1]];
  if (!cpu) return null;
  const abi = parts.slice(osIndex + 2).join("-");
  const platform = { os: [parts[osIndex]], cpu: [cpu] };
  if (abi.startsWith("musl")) platform.libc = ["musl"];
  else if (abi.startsWith("gnu")) platform.libc = ["glibc"];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[key] = { version, ...platform, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries restored`);
