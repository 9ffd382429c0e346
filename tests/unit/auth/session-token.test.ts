import { encode } from "next-auth/jwt";
import { decodeSessionToken } from "@/lib/auth/session-token";

const SECRET = "unit-test-secret-that-is-long-enough-0123456789";

const tokenFor = (sid: string, maxAge = 3600, secret = SECRET) => encode({ token: { sub: "user-1", sid }, secret, maxAge });

afterEach(() => jest.restoreAllMocks());

describe("decodeSessionToken", () => {
  it("answers the user and session ids a token carries, the same on a repeated (remembered) decode", async () => {
    const token = await tokenFor("session-a");
    const first = await decodeSessionToken(token, SECRET);
    expect(first).toMatchObject({ userId: "user-1", sessionId: "session-a" });
    await expect(decodeSessionToken(token, SECRET)).resolves.toEqual(first);
  });

  it("refuses a remembered token once it has expired", async () => {
    const token = await tokenFor("session-b", 60);
    expect(await decodeSessionToken(token, SECRET)).not.toBeNull();
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now + 61_000);
    expect(await decodeSessionToken(token, SECRET)).toBeNull();
  });

  it("refuses a remembered token under another secret", async () => {
    const token = await tokenFor("session-c");
    expect(await decodeSessionToken(token, SECRET)).not.toBeNull();
    expect(await decodeSessionToken(token, `${SECRET}-rotated`)).toBeNull();
  });

  it("refuses a tampered or foreign token", async () => {
    const token = await tokenFor("session-d");
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(await decodeSessionToken(tampered, SECRET)).toBeNull();
    expect(await decodeSessionToken(await tokenFor("session-e", 3600, "another-secret-entirely-0123456789abcdef"), SECRET)).toBeNull();
    expect(await decodeSessionToken("not-a-token", SECRET)).toBeNull();
  });

  it("refuses a token without a session id", async () => {
    const token = await encode({ token: { sub: "user-1" }, secret: SECRET, maxAge: 3600 });
    expect(await decodeSessionToken(token, SECRET)).toBeNull();
  });
});
