import { GET as currentUserRoute } from "@/app/api/user/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { db } from "@/lib/db";
import { IBAN_MESSAGES } from "@/lib/profile/iban";
import { PROFILE_MESSAGES } from "@/lib/profile/schemas";
import { SWIFT_MESSAGE } from "@/lib/profile/swift-code";
import { WEBSITE_MESSAGE } from "@/lib/profile/website";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";

/** Everything the settings form sends, for a Swedish business. */
const swedishBusiness = {
  username: "Fjord Design AB",
  phone: "+46 8 123 456",
  address: "Storgatan 1",
  city: "Uppsala",
  postalCode: "753 20",
  country: "SE",
  organizationNumber: "556036-0793",
  vatNumber: "SE 5560 3607 9301",
  website: "fjord.example",
  bankName: "Nordea",
  bankAccountNumber: "1234 56 78901",
  iban: "se45 5000 0000 0583 9825 7466",
  swiftCode: "nda ssess",
  routingNumber: "",
  paypalEmail: "Pay@Fjord.example",
  defaultCurrency: "SEK",
  defaultLanguage: "sv",
  countryPreset: "global",
  businessType: "business",
  vatRegistered: true,
  defaultTemplate: "classic",
  supplyType: "digital",
  ossRegistered: true,
  vatRate: "25",
};

function put(cookie: string, body: unknown) {
  return callRoute(settingsRoute, { method: "PUT", path: "/api/user/settings", cookie, body });
}

/** The stored profile, without lastSeenAt: any signed-in request (a refused one too) may note the visit. */
async function storedUser(id: string) {
  const { lastSeenAt: _lastSeenAt, ...user } = await db.user.findUniqueOrThrow({ where: { id } });
  return user;
}

// Signup is rate-limited per IP (30 an hour) and every request here comes from the same one.
beforeEach(() => db.rateLimitBucket.deleteMany());

describe("PUT /api/user/settings", () => {
  it("saves every profile field, normalises them, and GET /api/user then shows them", async () => {
    const { cookie, user } = await signUp({ email: "Owner@Example.com" });
    const response = await put(cookie, { ...swedishBusiness, email: "owner@example.com" });
    expect(response.status).toBe(200);
    const expected = {
      username: "Fjord Design AB",
      email: "owner@example.com",
      phone: "+46 8 123 456",
      address: "Storgatan 1",
      city: "Uppsala",
      postalCode: "753 20",
      country: "SE",
      organizationNumber: "556036-0793",
      vatNumber: "SE556036079301",
      website: "https://fjord.example",
      bankName: "Nordea",
      bankAccountNumber: "1234 56 78901",
      iban: "SE4550000000058398257466",
      swiftCode: "NDASSESS",
      routingNumber: null,
      paypalEmail: "pay@fjord.example",
      defaultCurrency: "SEK",
      defaultLanguage: "sv",
      countryPreset: "global",
      businessType: "business",
      vatRegistered: true,
      defaultTemplate: "classic",
      supplyType: "digital",
      ossRegistered: true,
      vatRate: "25.00",
    };
    expect(await response.json()).toMatchObject(expected);
    const current = await callRoute(currentUserRoute, { cookie });
    expect(await current.json()).toMatchObject(expected);
    expect((await storedUser(user.id)).vatRate?.toFixed(2)).toBe("25.00");
  });

  // One account for the whole table: a refused save changes nothing, so the cases can't interfere.
  let validationUser: ReturnType<typeof signUp>;
  beforeAll(() => {
    validationUser = signUp();
  });

  it.each([
    [{ website: "not a website" }, WEBSITE_MESSAGE],
    [{ website: "javascript:alert(1)" }, WEBSITE_MESSAGE],
    [{ paypalEmail: "paypal-at-example" }, PROFILE_MESSAGES.paypalEmail],
    [{ iban: "DE89 3704 0044 0532 0130 01" }, IBAN_MESSAGES.checksum],
    [{ iban: "DE89 3704 0044 0532 0130" }, IBAN_MESSAGES.length("DE", 22)],
    [{ iban: "1234" }, IBAN_MESSAGES.format],
    [{ swiftCode: "DEUT" }, SWIFT_MESSAGE],
    [{ swiftCode: "DEUTZZFF" }, SWIFT_MESSAGE],
    [{ country: "ZZ" }, PROFILE_MESSAGES.country],
    [{ defaultCurrency: "JPY" }, PROFILE_MESSAGES.currency],
    [{ defaultLanguage: "fr" }, PROFILE_MESSAGES.language],
    [{ businessType: "company" }, PROFILE_MESSAGES.businessType],
    [{ defaultTemplate: "fancy" }, PROFILE_MESSAGES.template],
    [{ supplyType: "hardware" }, PROFILE_MESSAGES.supplyType],
    [{ countryPreset: "no presets here!" }, PROFILE_MESSAGES.countryPreset],
    [{ vatRate: "100.01" }, PROFILE_MESSAGES.vatRate],
    [{ vatRate: "8.125" }, PROFILE_MESSAGES.vatRate],
    [{ vatRate: "-1" }, PROFILE_MESSAGES.vatRate],
    [{ vatRate: "abc" }, PROFILE_MESSAGES.vatRate],
    [{ vatRate: true }, PROFILE_MESSAGES.vatRate],
    [{ vatRegistered: "yes" }, PROFILE_MESSAGES.boolean("vatRegistered")],
    [{ ossRegistered: 1 }, PROFILE_MESSAGES.boolean("ossRegistered")],
    [{ phone: "1".repeat(41) }, PROFILE_MESSAGES.tooLong("Phone", 40)],
    [{ city: 42 }, PROFILE_MESSAGES.notText("City")],
    [{ vatNumber: "SE123" }, "The VAT number is not in the format of a Swedish VAT number"],
    [{ vatNumber: "SE556036079201" }, "The VAT number's check digits are wrong: please check your Swedish VAT number for typos"],
    [{ vatNumber: "DE136695976" }, "This VAT number belongs to another country: enter your Swedish VAT number"],
  ])("refuses %j with 400 '%s' and changes nothing", async (change, message) => {
    const { cookie, user } = await validationUser;
    const before = await storedUser(user.id);
    const response = await put(cookie, { ...swedishBusiness, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("names the missing required fields and leaves the profile as it was", async () => {
    const { cookie, user } = await signUp();
    const before = await storedUser(user.id);
    const response = await put(cookie, { ...swedishBusiness, address: "", city: "   " });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please fill in: Address, City",
      code: "validation",
      missingFields: ["Address", "City"],
      fields: ["address", "city"],
    });

    const everything = await put(cookie, { username: " ", email: "", address: "", city: "", postalCode: "", country: "" });
    expect((await everything.json()).message).toBe("Please fill in: Name, Email, Address, City, Postal code, Country");
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("judges the required fields on the whole profile: a field left out keeps its stored value", async () => {
    const { cookie } = await signUp({ address: undefined, city: undefined, postalCode: undefined });
    const response = await put(cookie, { phone: "+1 555 0100" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Please fill in: Address, City, Postal code");
    expect((await put(cookie, { phone: "+1 555 0100", address: "1 Main St", city: "Springfield", postalCode: "12345" })).status).toBe(200);
  });

  it("accepts the same e-mail in any case but refuses another address", async () => {
    const { cookie, user } = await signUp({ email: "ada@example.com" });
    expect((await put(cookie, { ...swedishBusiness, email: " ADA@example.com " })).status).toBe(200);

    const response = await put(cookie, { ...swedishBusiness, email: "someone-else@example.com" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: PROFILE_MESSAGES.emailLocked, fields: ["email"] });
    expect((await storedUser(user.id)).email).toBe("ada@example.com");
  });

  it("lets only Pro users switch to a premium template (403 for Free), and keeps a template kept from Pro", async () => {
    const free = await signUp();
    const refused = await put(free.cookie, { ...swedishBusiness, defaultTemplate: "modern" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: PROFILE_MESSAGES.premiumTemplate });
    expect((await storedUser(free.user.id)).defaultTemplate).toBe("classic");

    const pro = await signUp();
    await db.user.update({ where: { id: pro.user.id }, data: { isPro: true } });
    for (const template of ["modern", "minimal", "corporate", "classic", "corporate"]) {
      const response = await put(pro.cookie, { ...swedishBusiness, defaultTemplate: template });
      expect(response.status).toBe(200);
      expect((await response.json()).defaultTemplate).toBe(template);
    }
    // Downgraded: saving the profile with the premium template it already has still works.
    await db.user.update({ where: { id: pro.user.id }, data: { isPro: false } });
    expect((await put(pro.cookie, { ...swedishBusiness, defaultTemplate: "corporate" })).status).toBe(200);
    expect((await put(pro.cookie, { ...swedishBusiness, defaultTemplate: "modern" })).status).toBe(403);
  });

  it("stores no organization or VAT number for a private person, and doesn't check one", async () => {
    const { cookie } = await signUp();
    const response = await put(cookie, { ...swedishBusiness, businessType: "private", vatNumber: "not checked" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      businessType: "private",
      organizationNumber: null,
      vatNumber: null,
      vatRegistered: false,
      ossRegistered: false,
    });
  });

  it("doesn't enforce organization and VAT numbers for a business, and clears optional fields with empty strings", async () => {
    const { cookie } = await signUp();
    await put(cookie, swedishBusiness);
    const response = await put(cookie, {
      ...swedishBusiness,
      organizationNumber: "",
      vatNumber: "",
      iban: "",
      swiftCode: "",
      website: "",
      paypalEmail: null,
      vatRate: "",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      organizationNumber: null,
      vatNumber: null,
      iban: null,
      swiftCode: null,
      website: null,
      paypalEmail: null,
      vatRate: null,
    });
  });

  it("ignores fields that are not settings: nobody makes themselves Pro or admin here", async () => {
    const { cookie, user } = await signUp();
    const response = await put(cookie, {
      ...swedishBusiness,
      username: undefined,
      isPro: true,
      isAdmin: true,
      freeNameChangesRemaining: 99,
      logoData: "AAAA",
    });
    expect(response.status).toBe(200);
    expect(await storedUser(user.id)).toMatchObject({ isPro: false, isAdmin: false, freeNameChangesRemaining: 1, logoData: null });
  });

  it("changes only the caller's own row, whatever id the body names", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const ownerBefore = await storedUser(owner.user.id);

    const response = await put(intruder.cookie, { ...swedishBusiness, id: owner.user.id, userId: owner.user.id, city: "Hijacked" });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(intruder.user.id);
    expect((await storedUser(intruder.user.id)).city).toBe("Hijacked");
    expect(await storedUser(owner.user.id)).toEqual(ownerBefore);
  });

  it("answers 401 without a session and 403 for a cross-origin call", async () => {
    expect((await put("", swedishBusiness)).status).toBe(401);
    const { cookie } = await signUp();
    const crossOrigin = await callRoute(settingsRoute, {
      method: "PUT",
      cookie,
      body: swedishBusiness,
      headers: { origin: "https://evil.example" },
    });
    expect(crossOrigin.status).toBe(403);
  });
});
