import { GET } from "@/app/api/user/profile-validation/route";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";

describe("GET /api/user/profile-validation", () => {
  it("says a profile with name, e-mail, address, city, postal code and country is valid", async () => {
    const { cookie } = await signUp();
    expect(await (await callRoute(GET, { cookie })).json()).toEqual({
      isValid: true,
      missingFields: [],
      message: "Your profile is complete.",
    });
  });

  it("lists the fields that are empty after trimming", async () => {
    const { cookie, user } = await signUp({ address: undefined, city: "   " });
    await db.user.update({ where: { id: user.id }, data: { postalCode: " " } });
    const body = await (await callRoute(GET, { cookie })).json();
    expect(body.isValid).toBe(false);
    expect(body.missingFields).toEqual(["address", "city", "postalCode"]);
    expect(body.message).toMatch(/Address, City, Postal code/);
  });

  it("answers 401 without a session", async () => {
    expect((await callRoute(GET)).status).toBe(401);
  });
});
