// Issue #26 finding 1: a burst of wrong passwords sent at once gets exactly the limit's hashes,
// on one instance and on two (two independent module instances on the same PostgreSQL database).
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";

type LoginRoute = typeof import("@/app/api/login/route").POST;
const counter = globalThis as typeof globalThis & { passwordChecks?: number };

// The real argon2, counted across module instances. Fifty hashes queue behind one another on this
// 2-core machine, so no request may give up waiting (503): the gate reads its limit when first
// loaded, which is here (the factory runs before any import of the password module).
jest.mock("@/lib/auth/password", () => {
  process.env.PASSWORD_HASH_QUEUE_MS = "600000";
  const actual = jest.requireActual<typeof import("@/lib/auth/password")>("@/lib/auth/password");
  const shared = globalThis as typeof globalThis & { passwordChecks?: number };
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      shared.passwordChecks = (shared.passwordChecks ?? 0) + 1;
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

async function loadLoginRoute(): Promise<LoginRoute> {
  let loaded: LoginRoute | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = (await import("@/app/api/login/route")).POST;
  });
  return loaded!;
}

let instanceA: LoginRoute;
let instanceB: LoginRoute;
beforeAll(async () => {
  instanceA = await loadLoginRoute();
  instanceB = await loadLoginRoute();
});
beforeEach(async () => {
  counter.passwordChecks = 0;
  await db.rateLimitBucket.deleteMany({});
});

const attempt = (route: LoginRoute, email: string, address: string, password = "wrong-password") =>
  callRoute(route, { method: "POST", path: "/api/login", body: { email, password }, headers: fromAddress(address) }).then((r) => r.status);

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe("finding 1: password limits hold under bursts", () => {
  it("finding 1: 50 parallel wrong passwords for one account from one address: exactly 10 hashed, 40 answered 429", async () => {
    const { user } = await signUp();
    const statuses = await Promise.all(Array.from({ length: 50 }, () => attempt(instanceA, user.email, "198.51.100.1")));
    expect(tally(statuses)).toEqual({ 401: 10, 429: 40 });
    expect(counter.passwordChecks).toBe(10);
  });

  it("finding 1: the same burst split over two instances still gets exactly 10 hashes", async () => {
    const { user } = await signUp();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(i % 2 === 0 ? instanceA : instanceB, user.email, "198.51.100.2")),
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 40 });
    expect(counter.passwordChecks).toBe(10);
  });

  it("finding 1: 60 parallel wrong logins across accounts from one address on two instances: exactly 50 hashed", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(i % 2 === 0 ? instanceA : instanceB, `nobody${i}@example.com`, "198.51.100.3")),
    );
    expect(tally(statuses)).toEqual({ 401: 50, 429: 10 });
    expect(counter.passwordChecks).toBe(50);
  });

  it("finding 1: the admin account's burst gets exactly 5 hashes at /api/admin/login", async () => {
    const email = `admin-${Date.now()}@example.com`;
    await db.user.create({ data: { email, passwordHash: await hashPassword("admin-Secret-99"), isAdmin: true, username: "Admin" } });
    let adminLogin: LoginRoute | undefined;
    await jest.isolateModulesAsync(async () => {
      adminLogin = (await import("@/app/api/admin/login/route")).POST;
    });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt(adminLogin!, email, "198.51.100.4")));
    expect(tally(statuses)).toEqual({ 401: 5, 429: 15 });
    expect(counter.passwordChecks).toBe(5);
  });

  it("gives the slot back on success: the owner's right password does not use up the address's failures", async () => {
    const { user, password } = await signUp();
    for (let i = 0; i < 9; i += 1) expect(await attempt(instanceA, user.email, "198.51.100.5")).toBe(401);
    expect(await attempt(instanceA, user.email, "198.51.100.5", password)).toBe(200);
    const buckets = await db.rateLimitBucket.findMany({ where: { key: { contains: "198.51.100.5" } } });
    expect(buckets.map((b) => [b.key.split(":").slice(0, 2).join(":"), b.count])).toEqual([["login-fail:addr", 9]]);
  });
});
