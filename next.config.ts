import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native, WebAssembly or file-reading packages stay plain Node requires instead of being bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@react-pdf/renderer",
    "@node-rs/argon2",
    "sharp",
  ],
  poweredByHeader: false,
  // `npm start` (scripts/start.mjs) compresses pages, scripts and styles and leaves API answers
  // alone; Next's own compression would gzip every API answer too (6 % of a request's CPU). A host
  // with a CDN in front compresses at its edge.
  compress: false,
  // The build checks the app's own code; tests and scripts are checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Lets two builds live side by side (e.g. parallel end-to-end runs on other ports).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
