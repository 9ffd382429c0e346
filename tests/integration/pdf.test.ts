import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { GET as demoPdfRoute } from "@/app/(marketing)/demo/invoice.pdf/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { db } from "@/lib/db";
import { loadReactPdf, readPdf, squeeze } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// The routes render through lib/pdf, which needs the real react-pdf loaded for jest first.
beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const WATERMARK = "Created with the Free plan";

async function issueInvoice(cookie: string, overrides: Record<string, unknown> = {}) {
  const customer = await addCustomer(cookie, { name: "Åkesson & Müller AB", email: "ekonomi@akesson.example", country: "SE" });
  const response = await postInvoice(cookie, invoicePayload(customer.id, overrides));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; number: string; total: string };
}

function downloadPdf(cookie: string | undefined, id: string) {
  return callRoute(pdfRoute, { cookie, path: `/api/invoices/${id}/pdf`, params: { id } });
}

async function pdfOf(response: Response) {
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

describe("GET /api/invoices/{id}/pdf", () => {
  it("answers the invoice as a PDF attachment named after its number, never cached", async () => {
    const { cookie } = await signUp({ businessType: "business", company: "Nordljus Design AB" });
    const invoice = await issueInvoice(cookie, { notes: "Tack för förtroendet – vi ses på mässan!" });
    const response = await downloadPdf(cookie, invoice.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { text, squeezed } = await pdfOf(response);
    expect(text).toContain(invoice.number);
    expect(text).toContain("Nordljus Design AB");
    expect(squeezed).toContain(squeeze("Åkesson & Müller AB"));
    expect(text).toContain("Design work");
    expect(text).toContain("$200.00");
    expect(text).toContain("Tack för förtroendet – vi ses på mässan!");
  });

  it("puts the watermark on a Free user's PDF and not on a Pro user's; the plan now decides", async () => {
    const { cookie, user } = await signUp();
    const invoice = await issueInvoice(cookie);
    expect((await pdfOf(await downloadPdf(cookie, invoice.id))).text).toContain(WATERMARK);

    await db.user.update({ where: { id: user.id }, data: { isPro: true } });
    expect((await pdfOf(await downloadPdf(cookie, invoice.id))).text).not.toContain(WATERMARK);
  });

  it("prints a Pro invoice in its own template, and in Classic with the watermark after a downgrade", async () => {
    const { cookie, user } = await signUp();
    await db.user.update({ where: { id: user.id }, data: { isPro: true } });
    const invoice = await issueInvoice(cookie, { template: "modern" });
    // Modern's amount-due card ("Amount due") is its own; Classic has none.
    expect((await pdfOf(await downloadPdf(cookie, invoice.id))).text).toContain("Amount due");

    await db.user.update({ where: { id: user.id }, data: { isPro: false } });
    const { text } = await pdfOf(await downloadPdf(cookie, invoice.id));
    expect(text).not.toContain("Amount due");
    expect(text).toContain(WATERMARK);
  });

  it("writes the invoice's language: Swedish labels and watermark", async () => {
    const { cookie } = await signUp();
    const invoice = await issueInvoice(cookie, { language: "sv", currency: "SEK" });
    const { text } = await pdfOf(await downloadPdf(cookie, invoice.id));
    for (const expected of [
      "Fakturanummer",
      "Förfallodatum",
      "Delsumma",
      "Totalt",
      "Sida 1 av 1",
      "Skapad med gratisplanen",
      "200,00 kr",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(WATERMARK);
  });

  it("prints the phone saved in /settings with the supplier, and the bank details prefilled into the instructions once", async () => {
    const { cookie } = await signUp({
      businessType: "business",
      company: "Fjord Design AB",
      country: "SE",
      city: "Uppsala",
      postalCode: "753 20",
    });
    const settings = { phone: "+46 8 123 456", bankName: "Nordea", iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "NDEASESS" };
    const saved = await callRoute(settingsRoute, { method: "PUT", path: "/api/user/settings", cookie, body: settings });
    expect(saved.status).toBe(200);
    // A Free user: the default template, Classic. The instructions are what the create-invoice form
    // prefills from the profile (paymentInstructionsFrom), plus a line of the user's own.
    const paymentInstructions = "Bank: Nordea\nIBAN: SE45 5000 0000 0583 9825 7466\nSWIFT/BIC: NDEASESS\nPayable within 30 days.";
    const invoice = await issueInvoice(cookie, { paymentInstructions });
    const { squeezed } = await pdfOf(await downloadPdf(cookie, invoice.id));
    expect(squeezed).toContain(squeeze("Phone +46 8 123 456"));
    expect(squeezed.split(squeeze("SE45 5000 0000 0583 9825 7466"))).toHaveLength(2);
    expect(squeezed).toContain(squeeze("Payable within 30 days."));
  });

  it("sanitizes a hand-typed number in the file name", async () => {
    const { cookie } = await signUp();
    const invoice = await issueInvoice(cookie, { number: 'Ö/"7"; x' });
    const response = await downloadPdf(cookie, invoice.id);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="invoice-O-7-x.pdf"');
    expect((await pdfOf(response)).text).toContain('Ö/"7"; x');
  });

  it("answers 404 for another user's invoice and for an unknown id", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const invoice = await issueInvoice(owner.cookie);
    const response = await downloadPdf(intruder.cookie, invoice.id);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Invoice not found", code: "not_found" });
    expect((await downloadPdf(owner.cookie, "no-such-invoice")).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    const { cookie } = await signUp();
    const invoice = await issueInvoice(cookie);
    const response = await downloadPdf(undefined, invoice.id);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Not authenticated", code: "unauthorized" });
  });
});

describe("GET /demo/invoice.pdf", () => {
  it("answers the /demo sample without a session and without a watermark", async () => {
    const response = await callRoute(demoPdfRoute, { path: "/demo/invoice.pdf" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="invoice-INV-1042.pdf"');
    const { text, pageCount } = await pdfOf(response);
    expect(pageCount).toBe(1);
    for (const expected of [
      "INV-1042",
      "Northwind Traders Inc.",
      "Sarah Johnson",
      "Sales Tax (8.5%)",
      "$9,558.85",
      "Net 30 days",
      "PayPal",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(WATERMARK);
  });
});
