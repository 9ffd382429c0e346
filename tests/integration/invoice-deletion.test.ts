import { unzipSync } from "fflate";
import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import { GET as archiveRoute } from "@/app/api/exports/archive/route";
import { GET as invoicesCsvRoute } from "@/app/api/exports/invoices.csv/route";
import { GET as sieRoute } from "@/app/api/exports/sie/route";
import { POST as creditNoteRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { GET as nextNumberRoute } from "@/app/api/invoices/next-number/route";
import { GET as recentRoute } from "@/app/api/invoices/recent/route";
import { GET as listRoute } from "@/app/api/invoices/route";
import { GET as publicPdfRoute } from "@/app/i/[token]/pdf/route";
import { db } from "@/lib/db";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseCsv } from "../support/parse-csv";
import { loadReactPdf } from "../support/read-pdf";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25, "nothing issued is deleted": an invoice that left the user (sent, opened by the
// customer, paid, credited) can be neither deleted nor voided (409 invoice_issued); one that never
// did is deleted softly: out of the lists, the dashboard and the tax exports, kept in the archive,
// under ?status=deleted, its number never given again, its Free-plan slot still taken.

isolateEmailEnv({ EMAIL_FROM: "InvoiceFlow <invoices@invoiceflow.example>" });
let sendRoute: (typeof import("@/app/api/invoices/[id]/send/route"))["POST"];

beforeAll(async () => {
  await loadReactPdf();
  ({ POST: sendRoute } = await import("@/app/api/invoices/[id]/send/route"));
}, 60_000);

const ISSUED = { message: "This invoice was sent to your customer. Issue a credit note to cancel it.", code: "invoice_issued" };

async function proAccount(overrides: Record<string, unknown> = {}) {
  const account = await signUp(overrides);
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  await markEmailVerified(account.user.id);
  return { ...account, customer: await addCustomer(account.cookie) };
}

async function issue(cookie: string, customerId: string, overrides: Record<string, unknown> = {}): Promise<InvoiceJson> {
  const response = await postInvoice(cookie, invoicePayload(customerId, overrides));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

const remove = (cookie: string, id: string) => callRoute(deleteRoute, { method: "DELETE", cookie, params: { id } });
const voidIt = (cookie: string, id: string) => callRoute(voidRoute, { method: "POST", cookie, params: { id } });
const read = async (cookie: string, id: string) => (await callRoute(getRoute, { cookie, params: { id } })).json();
const list = async (cookie: string, query = "") => {
  const response = await callRoute(listRoute, { cookie, path: `/api/invoices${query}` });
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as { id: string; number: string; status: string }[], link: response.headers.get("link") };
};
const historyTypes = async (invoiceId: string) =>
  (await db.historyEntry.findMany({ where: { invoiceId }, orderBy: { sequence: "asc" }, select: { type: true } })).map(
    (entry) => entry.type,
  );

describe("an invoice that left the user", () => {
  it.each(["sent", "viewed", "paid", "credited"] as const)(
    "can't be deleted or voided once %s: 409 invoice_issued, nothing changed",
    async (fact) => {
      const { cookie, customer } = await proAccount();
      const invoice = await issue(cookie, customer.id);
      switch (fact) {
        case "sent":
          expect((await callRoute(sendRoute, { method: "POST", cookie, params: { id: invoice.id } })).status).toBe(200);
          break;
        case "viewed": {
          const token = invoice.publicUrl.split("/").pop() as string;
          const opened = await callRoute(publicPdfRoute, {
            path: `/i/${token}/pdf`,
            params: { token },
            headers: fromAddress("203.0.113.77"),
          });
          expect(opened.status).toBe(200);
          break;
        }
        case "paid":
          expect(
            (
              await callRoute(paymentsRoute, {
                method: "POST",
                cookie,
                params: { id: invoice.id },
                body: { amount: "20.00", date: "2026-11-10", method: "bank_transfer" },
              })
            ).status,
          ).toBe(201);
          break;
        case "credited":
          expect(
            (await callRoute(creditNoteRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { reason: "Wrong rate" } }))
              .status,
          ).toBe(201);
          break;
      }
      const before = await read(cookie, invoice.id);
      expect(before.issued).toBe(true);

      for (const refused of [await remove(cookie, invoice.id), await voidIt(cookie, invoice.id)]) {
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual(ISSUED);
      }
      expect(await read(cookie, invoice.id)).toEqual(before);
      expect(await historyTypes(invoice.id)).not.toContain("deleted");
      expect(await historyTypes(invoice.id)).not.toContain("voided");
    },
  );

  it("stays issued after its only payment is removed again: the history remembers it", async () => {
    const { cookie, customer } = await proAccount();
    const invoice = await issue(cookie, customer.id);
    const paid = await callRoute(paymentsRoute, {
      method: "POST",
      cookie,
      params: { id: invoice.id },
      body: { amount: "20.00", date: "2026-11-10", method: "bank_transfer" },
    });
    expect(paid.status).toBe(201);
    // The payment row goes as the payments route removes it; a recorded payment is a fact of its history.
    await db.$transaction(async (tx) => {
      await tx.payment.deleteMany({ where: { invoiceId: invoice.id } });
      await tx.invoice.update({ where: { id: invoice.id }, data: { amountPaid: 0 } });
      await tx.$executeRaw`
        INSERT INTO "HistoryEntry" ("id", "userId", "invoiceId", "type", "actor", "detail", "sequence", "at", "previousHash", "hash")
        VALUES (${`h-${invoice.id}`}, ${(await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).userId}, ${invoice.id},
          'payment_recorded', 'user', '{}'::jsonb, 0, now(), '', '')`;
    });
    expect((await remove(cookie, invoice.id)).status).toBe(409);
  });
});

describe("an invoice a reminder went out for", () => {
  it("is issued too: reminders go to overdue invoices whether or not they were sent", async () => {
    const { cookie, customer } = await proAccount();
    const invoice = await issue(cookie, customer.id, { invoiceDate: "2026-09-01", dueDate: "2026-09-15" });
    // As the reminders job claims a stage before mailing it (lib/reminders/reminder-claims.ts).
    await db.invoiceReminder.create({ data: { invoiceId: invoice.id, days: 7 } });
    expect(await (await remove(cookie, invoice.id)).json()).toEqual(ISSUED);
    expect((await voidIt(cookie, invoice.id)).status).toBe(409);
  });
});

describe("deleting an invoice that never left the user", () => {
  it("keeps the row, answers the spec's message, and takes it out of the lists, recent invoices and the dashboard", async () => {
    const { cookie, customer } = await proAccount();
    const kept = await issue(cookie, customer.id, { dueDate: "2026-12-02" });
    const gone = await issue(cookie, customer.id, { dueDate: "2026-12-02" });
    const statsBefore = await (await callRoute(statsRoute, { cookie })).json();
    expect(statsBefore).toMatchObject({ totalInvoices: 2, outstanding: [{ currency: "USD", amount: "400.00" }] });

    const response = await remove(cookie, gone.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Invoice deleted successfully" });

    const after = await read(cookie, gone.id);
    expect(after).toMatchObject({ id: gone.id, number: gone.number, status: "deleted", deletedAt: expect.any(String), balanceDue: "0.00" });
    expect(await historyTypes(gone.id)).toEqual(["created", "deleted"]);

    expect((await list(cookie)).rows.map((row) => row.id)).toEqual([kept.id]);
    expect((await list(cookie, "?status=issued")).rows.map((row) => row.id)).toEqual([kept.id]);
    expect((await list(cookie, "?status=unpaid")).rows.map((row) => row.id)).toEqual([kept.id]);
    expect((await list(cookie, `?q=${gone.number}`)).rows).toEqual([]);
    expect(((await (await callRoute(recentRoute, { cookie })).json()) as { id: string }[]).map((row) => row.id)).toEqual([kept.id]);
    expect(await (await callRoute(statsRoute, { cookie })).json()).toMatchObject({
      totalInvoices: 1,
      outstanding: [{ currency: "USD", amount: "200.00" }],
    });

    // Deleting again changes nothing; a deleted invoice is not voided, paid, credited or opened by its link.
    const deletedAt = after.deletedAt;
    expect((await remove(cookie, gone.id)).status).toBe(200);
    expect((await read(cookie, gone.id)).deletedAt).toBe(deletedAt);
    expect((await voidIt(cookie, gone.id)).status).toBe(409);
    const payment = await callRoute(paymentsRoute, {
      method: "POST",
      cookie,
      params: { id: gone.id },
      body: { amount: "20.00", date: "2026-11-10", method: "bank_transfer" },
    });
    expect(payment.status).toBe(404);
    expect((await callRoute(creditNoteRoute, { method: "POST", cookie, params: { id: gone.id }, body: { reason: "x" } })).status).toBe(404);
    expect((await callRoute(sendRoute, { method: "POST", cookie, params: { id: gone.id } })).status).toBe(404);
    const token = gone.publicUrl.split("/").pop() as string;
    expect(
      (await callRoute(publicPdfRoute, { path: `/i/${token}/pdf`, params: { token }, headers: fromAddress("203.0.113.78") })).status,
    ).toBe(404);
    expect(await historyTypes(gone.id)).toEqual(["created", "deleted"]);
  });

  it("lists deleted invoices under ?status=deleted, paged like the others", async () => {
    const { cookie, customer } = await proAccount();
    const invoices = [];
    for (let index = 0; index < 3; index += 1) invoices.push(await issue(cookie, customer.id));
    for (const invoice of invoices) expect((await remove(cookie, invoice.id)).status).toBe(200);
    const live = await issue(cookie, customer.id);

    const first = await list(cookie, "?status=deleted&limit=2");
    expect(first.rows.map((row) => [row.number, row.status])).toEqual([
      [invoices[2]?.number, "deleted"],
      [invoices[1]?.number, "deleted"],
    ]);
    expect(first.link).toMatch(/rel="next"/);
    const next = new URL((first.link as string).match(/<([^>]+)>/)?.[1] as string, "http://localhost");
    const second = await list(cookie, next.search);
    expect(second.rows.map((row) => row.number)).toEqual([invoices[0]?.number]);
    expect(second.link).toBeNull();
    expect((await list(cookie)).rows.map((row) => row.id)).toEqual([live.id]);
  });

  it("never gives its number again, by the sequence or typed by hand (409)", async () => {
    const { cookie, customer } = await proAccount();
    await issue(cookie, customer.id);
    const second = await issue(cookie, customer.id);
    expect(second.number).toBe("INV-1002");
    expect((await remove(cookie, second.id)).status).toBe(200);

    expect(await (await callRoute(nextNumberRoute, { cookie })).json()).toEqual({ nextNumber: "INV-1003" });
    expect((await issue(cookie, customer.id)).number).toBe("INV-1003");
    const typed = await postInvoice(cookie, invoicePayload(customer.id, { number: "INV-1002" }));
    expect(typed.status).toBe(409);
    expect((await typed.json()).message).toBe("Invoice number INV-1002 is already used. Please choose another number.");

    // A typed number deleted is as taken: the sequence steps over it too.
    const handTyped = await issue(cookie, customer.id, { number: "INV-1004" });
    expect((await remove(cookie, handTyped.id)).status).toBe(200);
    expect((await issue(cookie, customer.id)).number).toBe("INV-1005");
  });

  it("still counts toward the Free plan's invoices of the month", async () => {
    const account = await signUp();
    const customer = await addCustomer(account.cookie);
    const first = await issue(account.cookie, customer.id);
    await issue(account.cookie, customer.id);
    // Free can't delete (403); a user who upgrades, deletes and goes back to Free has not won a slot.
    expect((await remove(account.cookie, first.id)).status).toBe(403);
    await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
    expect((await remove(account.cookie, first.id)).status).toBe(200);
    await db.user.update({ where: { id: account.user.id }, data: { isPro: false } });

    expect(await (await callRoute(statsRoute, { cookie: account.cookie })).json()).toMatchObject({
      totalInvoices: 1,
      remainingInvoices: 1,
    });
    await issue(account.cookie, customer.id);
    const refused = await postInvoice(account.cookie, invoicePayload(customer.id));
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("plan_limit_reached");
  });

  it("voids a never-sent invoice with a voided history entry", async () => {
    const { cookie, customer } = await proAccount();
    const invoice = await issue(cookie, customer.id);
    const voided = await voidIt(cookie, invoice.id);
    expect(voided.status).toBe(200);
    expect((await voided.json()).status).toBe("void");
    expect(await historyTypes(invoice.id)).toEqual(["created", "voided"]);
    // A void invoice never sent may still be deleted: it leaves the void list for the deleted one.
    expect((await remove(cookie, invoice.id)).status).toBe(200);
    expect((await list(cookie, "?status=void")).rows).toEqual([]);
    expect((await list(cookie, "?status=deleted")).rows.map((row) => row.id)).toEqual([invoice.id]);
  });

  it("is 404 on another user's invoice, for delete and void alike, and changes nothing", async () => {
    const owner = await proAccount();
    const invoice = await issue(owner.cookie, owner.customer.id);
    const intruder = await proAccount();
    expect((await remove(intruder.cookie, invoice.id)).status).toBe(404);
    expect((await voidIt(intruder.cookie, invoice.id)).status).toBe(404);
    expect((await list(intruder.cookie, "?status=deleted")).rows).toEqual([]);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { deletedAt: true, voidedAt: true } })).toEqual({
      deletedAt: null,
      voidedAt: null,
    });
  });
});

describe("a deleted invoice in the records", () => {
  it("is in the archive with its state and time, in invoices.csv marked, and in no tax export", async () => {
    const account = await signUp(SWEDISH_SUPPLIER);
    await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
    const customer = await addCustomer(account.cookie, { name: "Kund AB", email: "faktura@kund.example", country: "SE" });
    const payload = { currency: "SEK", vatScenario: "domestic_b2b", invoiceDate: "2026-03-02", dueDate: "2026-04-01" };
    const kept = await issue(account.cookie, customer.id, payload);
    const gone = await issue(account.cookie, customer.id, payload);
    expect((await remove(account.cookie, gone.id)).status).toBe(200);

    const archive = await callRoute(archiveRoute, { cookie: account.cookie, path: "/api/exports/archive" });
    expect(archive.status).toBe(200);
    expect(archive.headers.get("x-archive-invoices")).toBe("2");
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining([`invoices/${gone.number}.pdf`, `invoices/${kept.number}.pdf`]));
    const rows = parseCsv(new TextDecoder().decode(files["invoices.csv"]));
    expect(rows.map((row) => [row.Number, row.Status, row["Deleted at"]])).toEqual([
      [kept.number, "overdue", ""],
      [gone.number, "deleted", expect.stringMatching(/^2\d{3}-\d{2}-\d{2}T/)],
    ]);
    const history = new TextDecoder().decode(files["history.csv"]);
    expect(history).toContain("deleted");

    const csv = await callRoute(invoicesCsvRoute, {
      cookie: account.cookie,
      path: "/api/exports/invoices.csv?from=2026-01-01&to=2026-12-31",
    });
    const csvRows = parseCsv(await csv.text());
    expect(csvRows.map((row) => [row.Number, row.Status, row["Deleted at"] !== ""])).toEqual([
      [kept.number, "issued", false],
      [gone.number, "deleted", true],
    ]);

    const sie = Buffer.from(
      await (await callRoute(sieRoute, { cookie: account.cookie, path: "/api/exports/sie?year=2026" })).arrayBuffer(),
    ).toString("latin1");
    expect(sie).toContain(kept.number);
    expect(sie).not.toContain(gone.number);
  });
});
