import { DELETE as deleteAccount } from "@/app/api/account/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

describe("finding 7: DELETE /api/account is idempotent", () => {
  it("finding 7: five parallel deletions of one account answer 200 or 401, never 500, and the account is closed once", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    expect((await postInvoice(cookie, invoicePayload(customer.id))).status).toBe(201);
    const errors = jest.spyOn(console, "error");

    const responses = await Promise.all(Array.from({ length: 5 }, () => callRoute(deleteAccount, { method: "DELETE", cookie })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    expect(statuses).toContain(200);
    for (const response of responses.filter((answer) => answer.status === 200)) {
      expect(await response.json()).toEqual({ message: "Account deleted" });
    }
    expect(errors).not.toHaveBeenCalled();

    // Issue #25: an account that issued an invoice is closed, its records kept (docs/records.md).
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).closedAt).not.toBeNull();
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(1);
    expect((await callRoute(getUser, { cookie })).status).toBe(401);
    // Once the session is gone, a repeat is an ordinary signed-out request.
    expect((await callRoute(deleteAccount, { method: "DELETE", cookie })).status).toBe(401);
  });
});
