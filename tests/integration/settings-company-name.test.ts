import { POST as eligibilityRoute } from "@/app/api/user/check-company-name-eligibility/route";
import { GET as policyRoute } from "@/app/api/user/company-name-policy/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { getCompanyNamePolicy, SAME_NAME_REASON } from "@/lib/profile/change-company-name";
import { PROFILE_MESSAGES } from "@/lib/profile/schemas";
import { updateSettings } from "@/lib/profile/update-settings";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Signup is rate-limited per IP (30 an hour) and every request here comes from the same one.
beforeEach(() => db.rateLimitBucket.deleteMany());

function putName(cookie: string, company: unknown) {
  return callRoute(settingsRoute, { method: "PUT", path: "/api/user/settings", cookie, body: { company } });
}

async function policy(cookie: string) {
  const response = await callRoute(policyRoute, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

async function eligibility(cookie: string, body: unknown) {
  return callRoute(eligibilityRoute, { method: "POST", cookie, body });
}

function history(userId: string) {
  return db.companyNameChange.findMany({ where: { userId }, orderBy: { changedAt: "asc" } });
}

/** The refusal a domain call throws, as the route would answer it. */
async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.status, message: appError.message, ...appError.details };
}

describe("business-name changes over HTTP", () => {
  it("allows the free change right after signup, then refuses with 429 and the wait until 7 days have passed", async () => {
    const { cookie, user } = await signUp({ businessType: "business", businessName: "Acme Typo AB" });
    expect(await policy(cookie)).toEqual({
      canChange: true,
      reason: null,
      freeChangesRemaining: 1,
      daysUntilNextFreeChange: 0,
      hoursUntilNextFreeChange: 0,
      nextChangeAt: null,
    });
    expect(await (await eligibility(cookie, { newCompanyName: "Acme AB" })).json()).toMatchObject({ canChange: true, reason: null });

    const changed = await putName(cookie, "  Acme AB ");
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: user.id, company: "Acme AB", username: "Acme AB" });
    expect(await history(user.id)).toMatchObject([{ oldName: "Acme Typo AB", newName: "Acme AB", wasFreeChange: true }]);

    const after = await policy(cookie);
    expect(after).toMatchObject({
      canChange: false,
      freeChangesRemaining: 0,
      daysUntilNextFreeChange: 7,
      hoursUntilNextFreeChange: 0,
      reason: "You must wait 7d 0h before changing your business name again.",
    });
    expect(await (await eligibility(cookie, { newCompanyName: "Acme Group AB" })).json()).toMatchObject({
      canChange: false,
      reason: after.reason,
    });

    const refused = await putName(cookie, "Acme Group AB");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(await refused.json()).toMatchObject({
      message: "You must wait 7d 0h before changing your business name again.",
      daysUntilNextFreeChange: 7,
      hoursUntilNextFreeChange: 0,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ company: "Acme AB", username: "Acme AB" });
    expect(await history(user.id)).toHaveLength(1);
  });

  it("ignores an unchanged name, even during the cooldown, and says so in the eligibility check", async () => {
    const { cookie, user } = await signUp({ businessType: "business", businessName: "Same Name Ltd" });
    expect(await (await eligibility(cookie, { newCompanyName: "Same Name Ltd" })).json()).toMatchObject({
      canChange: false,
      reason: SAME_NAME_REASON,
    });

    const unchanged = await putName(cookie, "Same Name Ltd");
    expect(unchanged.status).toBe(200);
    expect(await history(user.id)).toHaveLength(0);
    expect((await policy(cookie)).freeChangesRemaining).toBe(1);

    await putName(cookie, "New Name Ltd");
    expect((await putName(cookie, "New Name Ltd")).status).toBe(200);
    expect(await history(user.id)).toHaveLength(1);
  });

  it("refuses an empty name with 400 in both the check and the change", async () => {
    const { cookie } = await signUp();
    for (const response of [
      await eligibility(cookie, { newCompanyName: "   " }),
      await eligibility(cookie, {}),
      await putName(cookie, " "),
    ]) {
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(PROFILE_MESSAGES.businessNameRequired);
    }
  });

  it("puts a changed username under the same rule, and refuses two different names at once", async () => {
    const { cookie, user } = await signUp({ username: "Ada Lovelace" });
    const profile = { username: "Ada King", address: "1 Main St", city: "Springfield", postalCode: "12345", country: "US" };
    const renamed = await callRoute(settingsRoute, { method: "PUT", cookie, body: profile });
    expect(await renamed.json()).toMatchObject({ username: "Ada King", company: "Ada King" });
    expect(await history(user.id)).toMatchObject([{ oldName: "Ada Lovelace", newName: "Ada King", wasFreeChange: true }]);

    const again = await callRoute(settingsRoute, { method: "PUT", cookie, body: { ...profile, username: "Countess Ada" } });
    expect(again.status).toBe(429);

    const twoNames = await callRoute(settingsRoute, { method: "PUT", cookie, body: { ...profile, username: "One", company: "Two" } });
    expect(twoNames.status).toBe(400);
    expect((await twoNames.json()).message).toBe(PROFILE_MESSAGES.twoNames);
  });

  it("rolls the whole save back when the name change in it is refused", async () => {
    const { cookie, user } = await signUp();
    await db.user.update({ where: { id: user.id }, data: { freeNameChangesRemaining: 0 } });
    const response = await callRoute(settingsRoute, {
      method: "PUT",
      cookie,
      body: { company: "Sneaky AB", address: "2 Other St", city: "Springfield", postalCode: "12345", country: "US" },
    });
    expect(response.status).toBe(429);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ address: "1 Main St", company: null });
  });

  it("lets exactly one of two simultaneous changes through", async () => {
    const { cookie, user } = await signUp();
    const answers = await Promise.all([putName(cookie, "Racer One"), putName(cookie, "Racer Two")]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 429]);
    expect(await history(user.id)).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).freeNameChangesRemaining).toBe(0);
  });

  it("answers 401 without a session", async () => {
    expect((await callRoute(policyRoute)).status).toBe(401);
    expect((await eligibility("", { newCompanyName: "X" })).status).toBe(401);
  });
});

describe("the 7-day rule on a controlled clock", () => {
  it("free change, refusals with the right days and hours, allowed again after exactly 7 days", async () => {
    const { user } = await signUp({ businessType: "business", businessName: "Clockwork AB" });
    const t0 = new Date(Date.now() + HOUR);
    const at = (offset: number) => new Date(t0.getTime() + offset);

    await updateSettings(user.id, { company: "Clockwork Studio AB" }, t0);
    expect(await history(user.id)).toMatchObject([{ newName: "Clockwork Studio AB", wasFreeChange: true, changedAt: t0 }]);

    expect(await refusalOf(updateSettings(user.id, { company: "Too Soon AB" }, at(HOUR)))).toMatchObject({
      status: 429,
      message: "You must wait 6d 23h before changing your business name again.",
      daysUntilNextFreeChange: 6,
      hoursUntilNextFreeChange: 23,
      retryAfter: 6 * 24 * 3600 + 23 * 3600,
    });
    expect(await refusalOf(updateSettings(user.id, { company: "Too Soon AB" }, at(3 * DAY + 2 * HOUR + 30 * 60 * 1000)))).toMatchObject({
      message: "You must wait 3d 22h before changing your business name again.",
      daysUntilNextFreeChange: 3,
      hoursUntilNextFreeChange: 22,
    });
    // One minute short of the week still counts as an hour to wait: the wait never reads 0d 0h.
    expect(await refusalOf(updateSettings(user.id, { company: "Too Soon AB" }, at(7 * DAY - 60 * 1000)))).toMatchObject({
      message: "You must wait 0d 1h before changing your business name again.",
      daysUntilNextFreeChange: 0,
      hoursUntilNextFreeChange: 1,
    });
    expect(await getCompanyNamePolicy(user.id, at(2 * DAY))).toMatchObject({
      canChange: false,
      daysUntilNextFreeChange: 5,
      hoursUntilNextFreeChange: 0,
      nextChangeAt: at(7 * DAY).toISOString(),
    });

    expect(await getCompanyNamePolicy(user.id, at(7 * DAY))).toMatchObject({ canChange: true, reason: null, freeChangesRemaining: 0 });
    const renamed = await updateSettings(user.id, { company: "Clockwork Group AB" }, at(7 * DAY));
    expect(renamed).toMatchObject({ company: "Clockwork Group AB", username: "Clockwork Group AB" });
    expect(await history(user.id)).toMatchObject([
      { oldName: "Clockwork AB", newName: "Clockwork Studio AB", wasFreeChange: true },
      { oldName: "Clockwork Studio AB", newName: "Clockwork Group AB", wasFreeChange: false, changedAt: at(7 * DAY) },
    ]);
    expect(await refusalOf(updateSettings(user.id, { company: "Again AB" }, at(7 * DAY + 1)))).toMatchObject({
      daysUntilNextFreeChange: 7,
      hoursUntilNextFreeChange: 0,
    });
  });

  it("without a free change the cooldown runs from signup", async () => {
    const { user } = await signUp();
    await db.user.update({ where: { id: user.id }, data: { freeNameChangesRemaining: 0 } });
    const { createdAt } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await refusalOf(updateSettings(user.id, { company: "Early Bird" }, new Date(createdAt.getTime() + DAY)))).toMatchObject({
      daysUntilNextFreeChange: 6,
      hoursUntilNextFreeChange: 0,
    });
    const renamed = await updateSettings(user.id, { company: "Early Bird" }, new Date(createdAt.getTime() + 7 * DAY));
    expect(renamed.company).toBe("Early Bird");
  });
});
