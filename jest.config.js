// Three projects: pure unit tests, integration tests on a real database, and components in jsdom.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];
const shared = {
  transform: { "^.+\\.(t|j)sx?$": swc },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/support/empty-module.js" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
};

/** @type {import('jest').Config} */
module.exports = {
  // Time budgets for a busy 2-core CI machine (load average 4), not an idle one: a test that takes 2 s
  // alone takes 8–10 s there. Jest's default of 5 s failed PDF, form and support tests under load.
  // Top level, not in `shared`: jest-circus reads the timeout from the global config only, and a
  // project's testTimeout is silently ignored.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/tests/unit/**/*.test.ts"] },
    {
      ...shared,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/integration/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/integration/support/global-teardown.ts",
      setupFilesAfterEnv: ["<rootDir>/tests/integration/support/use-test-database.ts"],
    },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
    },
  ],
};
