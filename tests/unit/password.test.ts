import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("stores an argon2id hash, never the password, and verifies it", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(stored).not.toContain("correct horse");
    await expect(verifyPassword(stored, "correct horse")).resolves.toBe(true);
    await expect(verifyPassword(stored, "correct hors")).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("answers false for a malformed stored hash instead of throwing", async () => {
    await expect(verifyPassword("not-a-hash", "x")).resolves.toBe(false);
  });
});
