import { createHmac } from "node:crypto";
import { newSessionToken, sessionKey } from "@/lib/auth/session-token";

describe("session tokens", () => {
  it("are 256 random bits as 43 base64url characters, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("are stored as their HMAC under NEXTAUTH_SECRET: the same for the same token, another under another secret", () => {
    const token = newSessionToken();
    const before = process.env.NEXTAUTH_SECRET;
    try {
      process.env.NEXTAUTH_SECRET = "one-secret-of-at-least-32-characters-000";
      const key = sessionKey(token);
      expect(key).toBe(createHmac("sha256", "one-secret-of-at-least-32-characters-000").update(token).digest("hex"));
      expect(sessionKey(token)).toBe(key);
      expect(sessionKey(newSessionToken())).not.toBe(key);
      process.env.NEXTAUTH_SECRET = "another-secret-of-at-least-32-characters";
      expect(sessionKey(token)).not.toBe(key);
    } finally {
      if (before === undefined) delete process.env.NEXTAUTH_SECRET;
      else process.env.NEXTAUTH_SECRET = before;
    }
  });

  it("refuse anything that is not a token of that shape, without hashing it", () => {
    for (const value of [
      "",
      "x",
      "a".repeat(42),
      "a".repeat(44),
      `${"a".repeat(42)}=`,
      `${"a".repeat(42)}.`,
      "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc",
    ]) {
      expect(sessionKey(value)).toBeNull();
    }
  });
});
