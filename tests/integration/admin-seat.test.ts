// Issue #26 finding 2: the admin seat can't be taken by registering its address first.
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { createAdmin } from "@/lib/admin/create-admin";
import { db } from "@/lib/db";
import { seedProduction } from "@/lib/seed/seed-production";
import { callRoute } from "./support/call-route";
import { markEmailVerified, signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";

const signInAsAdmin = (email: string, password: string) =>
  callRoute(adminLogin, { method: "POST", path: "/api/admin/login", body: { email, password }, headers: fromAddress("198.51.100.70") });

describe("finding 2: promoting an existing account", () => {
  it("finding 2: refuses to promote an account someone registered first, with or without --promote-existing while unconfirmed", async () => {
    const squatter = await signUp({ email: "future-admin@example.com" });
    await expect(createAdmin({ email: "future-admin@example.com", password: "a-long-admin-secret" })).rejects.toThrow(
      /already has an account.*--promote-existing/,
    );
    await expect(
      createAdmin({ email: "Future-Admin@example.com", password: "a-long-admin-secret", promoteExisting: true }),
    ).rejects.toThrow(/never confirmed/);
    await expect(seedProduction({ ADMIN_EMAIL: "future-admin@example.com", ADMIN_PASSWORD: "a-long-admin-secret" })).rejects.toThrow(
      /already has an account/,
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: squatter.user.id } })).isAdmin).toBe(false);
    expect((await signInAsAdmin("future-admin@example.com", squatter.password)).status).toBe(401);
  });

  it("promotes a confirmed account with --promote-existing, keeping its own password", async () => {
    const owner = await signUp({ email: "ops-owner@example.com" });
    await markEmailVerified(owner.user.id);
    expect(await createAdmin({ email: "ops-owner@example.com", password: "ignored-here", promoteExisting: true })).toBe("promoted");
    expect((await signInAsAdmin("ops-owner@example.com", owner.password)).status).toBe(200);
    expect(await createAdmin({ email: "ops-owner@example.com", password: "ignored-here" })).toBe("unchanged");
  });
});

describe("finding 2: the admin's password", () => {
  it("finding 2: refuses a common password, and the README's development password in production", async () => {
    await expect(createAdmin({ email: "ops1@example.com", password: "password123" })).rejects.toThrow(/common passwords/);
    await expect(seedProduction({ ADMIN_EMAIL: "ops2@example.com", ADMIN_PASSWORD: "admin-dev-123" })).rejects.toThrow(
      /published in the README/,
    );
    await expect(createAdmin({ email: "ops3@example.com", password: "demo-pro-123", production: true })).rejects.toThrow(/published/);
    expect(await db.user.count({ where: { email: { in: ["ops1@example.com", "ops2@example.com", "ops3@example.com"] } } })).toBe(0);
    // Development may keep its published default.
    expect(await createAdmin({ email: "ops4@example.com", password: "admin-dev-123", production: false })).toBe("created");
  });
});
