import "server-only";
import { createAdmin } from "@/lib/admin/create-admin";

const OUTCOME = {
  created: "created",
  promoted: "promoted (its own password, confirmed address)",
  unchanged: "already an admin (unchanged)",
} as const;

/**
 * The seed of a production database: the admin named by ADMIN_EMAIL/ADMIN_PASSWORD and nothing
 * else. No demo accounts (their passwords are published in the README), and the answer names the
 * account only: no password is printed where a deploy log would keep it. An existing non-admin
 * account of that address is promoted only with `promoteExisting` (`npm run db:seed --
 * --promote-existing`) and a confirmed address (lib/admin/create-admin.ts).
 */
export async function seedProduction(
  env: Record<string, string | undefined> = process.env,
  options: { promoteExisting?: boolean } = {},
): Promise<string> {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error("Set ADMIN_EMAIL and ADMIN_PASSWORD to seed a production database (only the admin is created).");
  const outcome = await createAdmin({ email, password, promoteExisting: options.promoteExisting, production: true });
  return `Admin ${email.toLowerCase()} ${OUTCOME[outcome]}.`;
}
