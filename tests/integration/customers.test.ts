import { GET as listRoute, POST as createRoute } from "@/app/api/customers/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/customers/[id]/route";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";

const germanBusiness = {
  customerType: "business",
  name: "Müller GmbH",
  email: "Rechnung@Mueller.example",
  phone: "+49 30 1234567",
  address: "Friedrichstraße 123",
  city: "Berlin",
  postalCode: "10117",
  country: "DE",
  vatNumber: "DE136695976",
  organizationNumber: "HRB 12345",
  invoiceReference: "PO-7",
};

async function create(cookie: string, body: unknown) {
  return callRoute(createRoute, { method: "POST", cookie, body });
}

describe("customers API", () => {
  it("creates, lists newest first, reads, updates and deletes", async () => {
    const { cookie } = await signUp();
    const first = await create(cookie, { name: "First", email: "first@example.com" });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ name: "First", customerType: "private", country: "US", vatNumber: null });
    const second = await create(cookie, germanBusiness);
    expect(second.status).toBe(201);
    const created = await second.json();
    expect(created).toMatchObject({ ...germanBusiness, email: "rechnung@mueller.example" });

    const list = await (await callRoute(listRoute, { cookie })).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Müller GmbH", "First"]);

    const read = await callRoute(getRoute, { cookie, params: { id: created.id } });
    expect((await read.json()).name).toBe("Müller GmbH");

    const updated = await callRoute(updateRoute, {
      method: "PUT",
      cookie,
      params: { id: created.id },
      body: { ...germanBusiness, name: "Müller & Söhne GmbH" },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).name).toBe("Müller & Söhne GmbH");

    const deleted = await callRoute(deleteRoute, { method: "DELETE", cookie, params: { id: created.id } });
    expect(deleted.status).toBe(200);
    expect(await db.customer.count({ where: { id: created.id } })).toBe(0);
  });

  it.each([
    [{ email: "a@example.com" }, "Name is required"],
    [{ name: "  ", email: "a@example.com" }, "Name is required"],
    [{ name: "A" }, "Email is required"],
    [{ name: "A", email: "not-an-email" }, "Please enter a valid email address"],
    [{ name: "A", email: "a@example.com", country: "ZZ" }, "Please choose a valid country"],
    [{ ...germanBusiness, vatNumber: "DE123" }, "Please enter a valid German VAT number"],
  ])("refuses %j with 400 '%s' and stores nothing", async (body, message) => {
    const { cookie, user } = await signUp();
    const response = await create(cookie, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toBe(message);
    expect(answer.fields.length).toBeGreaterThan(0);
    expect(await db.customer.count({ where: { userId: user.id } })).toBe(0);
  });

  it("names the field of a wrong VAT number", async () => {
    const { cookie } = await signUp();
    const body = await (await create(cookie, { ...germanBusiness, vatNumber: "DE123" })).json();
    expect(body.fields).toEqual(["vatNumber"]);
  });

  it("drops business-only fields for a private customer", async () => {
    const { cookie } = await signUp();
    const response = await create(cookie, { ...germanBusiness, customerType: "private" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      customerType: "private",
      vatNumber: null,
      organizationNumber: null,
      invoiceReference: null,
    });
  });

  it("answers 404 for another user's customer on GET, PUT and DELETE and changes nothing", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const customer = await (await create(owner.cookie, germanBusiness)).json();
    const params = { id: customer.id };

    const read = await callRoute(getRoute, { cookie: intruder.cookie, params });
    const update = await callRoute(updateRoute, {
      method: "PUT",
      cookie: intruder.cookie,
      params,
      body: { ...germanBusiness, name: "Hijacked" },
    });
    const remove = await callRoute(deleteRoute, { method: "DELETE", cookie: intruder.cookie, params });
    for (const response of [read, update, remove]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain("Müller");
    }
    expect(await db.customer.findUnique({ where: { id: customer.id }, select: { name: true } })).toEqual({ name: "Müller GmbH" });
    const intruderList = await (await callRoute(listRoute, { cookie: intruder.cookie })).json();
    expect(intruderList).toEqual([]);
  });
});
