// npm run admin:create [-- --email a@b.c --password …] — creates an admin, or makes an existing account one.
// Reads ADMIN_EMAIL / ADMIN_PASSWORD when the flags are absent; never prints the password.
import "./load-env";
import { parseArgs } from "node:util";
import { createAdmin } from "../lib/admin/create-admin";
import { describeTarget, parseDatabaseUrl } from "../lib/db/database-url";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? "";
  if (!email) throw new Error("Give the admin's e-mail: --email or ADMIN_EMAIL (and a password: --password or ADMIN_PASSWORD).");
  const outcome = await createAdmin({ email, password });
  const target = describeTarget(parseDatabaseUrl(process.env.DATABASE_URL));
  console.log(
    outcome === "created"
      ? `Created admin ${email.trim().toLowerCase()} in ${target}.`
      : `${email.trim().toLowerCase()} already had an account in ${target}: it is now an admin (password unchanged).`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
