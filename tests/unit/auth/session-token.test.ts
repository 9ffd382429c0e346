import { createHash } from "node:crypto";
import { newSessionToken, sessionKey } from "@/lib/auth/session-token";

describe("session tokens", () => {
  it("are 256 random bits as 43 base64url characters, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("are stored as their SHA-256: the key is the hash, the same for the same token", () => {
    const token = newSessionToken();
    expect(sessionKey(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(sessionKey(token)).toBe(sessionKey(token));
    expect(sessionKey(newSessionToken())).not.toBe(sessionKey(token));
  });

  it("refuse anything that is not a token of that shape, without hashing it", () => {
    for (const value of ["", "x", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}.`, "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc"]) {
      expect(sessionKey(value)).toBeNull();
    }
  });
});
