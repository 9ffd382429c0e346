// npm run admin:create [-- --email a@b.c --password … --promote-existing] — creates an admin. An existing
// account is made one only with --promote-existing and a confirmed address (lib/admin/create-admin.ts).
// Reads ADMIN_EMAIL / ADMIN_PASSWORD when the flags are absent; never prints the password.
import "./load-env";
import { parseArgs } from "node:util";
import { createAdmin } from "../lib/admin/create-admin";
import { describeTarget, parseDatabaseUrl } from "../lib/db/database-url";

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, "promote-existing": { type: "boolean" } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? "";
  if (!email) throw new Error("Give the admin's e-mail: --email or ADMIN_EMAIL (and a password: --password or ADMIN_PASSWORD).");
  const outcome = await createAdmin({ email, password, promoteExisting: values["promote-existing"] ?? false });
  const target = describeTarget(parseDatabaseUrl(process.env.DATABASE_URL));
  const who = email.trim().toLowerCase();
  console.log(
    {
      created: `Created admin ${who} in ${target}.`,
      promoted: `${who} already had an account with a confirmed address in ${target}: it is now an admin (its own password).`,
      unchanged: `${who} is already an admin in ${target}: nothing changed.`,
    }[outcome],
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
