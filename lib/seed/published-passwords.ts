/**
 * Passwords printed in the README and by the development seed: anyone can read them, so none may
 * guard a production admin (lib/admin/create-admin.ts).
 */
export const DEV_ADMIN = { email: "admin@demo.invoiceflow.test", password: "admin-dev-123" } as const;

export const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set([DEV_ADMIN.password, "demo-free-123", "demo-pro-123"]);
