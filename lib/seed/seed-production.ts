import "server-only";
import { createAdmin } from "@/lib/admin/create-admin";

/**
 * The seed of a production database: the admin named by ADMIN_EMAIL/ADMIN_PASSWORD and nothing
 * else. No demo accounts (their passwords are published in the README), and the answer names the
 * account only: no password is printed where a deploy log would keep it.
 */
export async function seedProduction(env: Record<string, string | undefined> = process.env): Promise<string> {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error("Set ADMIN_EMAIL and ADMIN_PASSWORD to seed a production database (only the admin is created).");
  const outcome = await createAdmin({ email, password });
  return `Admin ${email.toLowerCase()} ${outcome === "created" ? "created" : "already there (made admin; password unchanged)"}.`;
}
