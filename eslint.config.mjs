import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { secret: _secret, ...rest } = row` is how we drop a field on purpose.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  { ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
