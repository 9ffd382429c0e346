import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { registrationPayload, signUp } from "./support/accounts";

// The real argon2, watched: which requests paid for a hash, and which were refused before one.
jest.mock("@/lib/auth/password", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/password")>("@/lib/auth/password");
  return { ...actual, hashPassword: jest.fn(actual.hashPassword), verifyPassword: jest.fn(actual.verifyPassword) };
});
const hashSpy = jest.mocked(hashPassword);
const verifySpy = jest.mocked(verifyPassword);
beforeEach(() => {
  hashSpy.mockClear();
  verifySpy.mockClear();
});

const TOO_COMMON = "This password is too common. Please choose a less predictable one.";
const post = (handler: typeof register, body: unknown) => callRoute(handler, { method: "POST", body });

describe("finding 10: passwords at signup", () => {
  it.each(["123456", "password", "qwerty123", "Password1", "iloveyou", "trustno1"])(
    "finding 10: refuses the common password %j with 400, names the field, and creates nothing",
    async (password) => {
      const payload = registrationPayload({ password });
      const response = await post(register, payload);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: TOO_COMMON, fields: ["password"] });
      expect(await db.user.count({ where: { email: payload.email as string } })).toBe(0);
      expect(hashSpy).not.toHaveBeenCalled();
    },
  );

  it("keeps the spec's 6-character minimum and its message", async () => {
    const response = await post(register, registrationPayload({ password: "x7#kq" }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Password must be at least 6 characters long");
  });

  it("accepts an uncommon password of 6 characters and one of exactly 256", async () => {
    expect((await post(register, registrationPayload({ password: "x7#kqz" }))).status).toBe(201);
    expect((await post(register, registrationPayload({ password: "Zq9-".repeat(64) }))).status).toBe(201);
  });

  it("finding 10: refuses a password longer than 256 characters before hashing it", async () => {
    const response = await post(register, registrationPayload({ password: "Zq9-".repeat(64) + "x" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Password must be at most 256 characters long", fields: ["password"] });
    expect(hashSpy).not.toHaveBeenCalled();
  });
});

describe("finding 10: login refuses an oversized password before verifying it", () => {
  it("finding 10: answers 400 for 257 characters without running argon2, and still signs in with the right password", async () => {
    const { user, password } = await signUp();
    verifySpy.mockClear();
    const long = await post(login, { email: user.email, password: "a".repeat(257) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe("Password must be at most 256 characters long");
    expect(verifySpy).not.toHaveBeenCalled();

    expect((await post(login, { email: user.email, password })).status).toBe(200);
    expect(verifySpy).toHaveBeenCalledTimes(1);
  });
});

describe("finding 10: registration of a taken address costs the same hash as a new one", () => {
  it("finding 10: hashes the password before answering 409 for an existing address", async () => {
    const { user } = await signUp();
    hashSpy.mockClear();
    const response = await post(register, registrationPayload({ email: user.email }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("An account with this email already exists");
    expect(hashSpy).toHaveBeenCalledTimes(1);

    hashSpy.mockClear();
    expect((await post(register, registrationPayload())).status).toBe(201);
    expect(hashSpy).toHaveBeenCalledTimes(1);
  });
});
