// Scripts read .env / .env.local the way Next.js does, so `npm run db:migrate` and the dev
// server always talk to the same database.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });
