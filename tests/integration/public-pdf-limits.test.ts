// Issue #26 finding 8: public PDF links were never throttled (9–10 renders a second, 655 MB). Now
// limited per token and per address, and a PDF is rendered once per set of facts.
import { GET as publicPdfRoute } from "@/app/i/[token]/pdf/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { renderInvoicePdf } from "@/lib/pdf/render-invoice-pdf";
import { PUBLIC_PDF_PER_ADDRESS, PUBLIC_PDF_PER_INVOICE } from "@/lib/invoices/public-invoice-pdf";
import { loadReactPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// The real renderer, counted.
jest.mock("@/lib/pdf/render-invoice-pdf", () => {
  const actual = jest.requireActual<typeof import("@/lib/pdf/render-invoice-pdf")>("@/lib/pdf/render-invoice-pdf");
  return { ...actual, renderInvoicePdf: jest.fn(actual.renderInvoicePdf) };
});
const renders = jest.mocked(renderInvoicePdf);

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

async function publicInvoice() {
  const { cookie } = await signUp();
  const customer = await addCustomer(cookie);
  const invoice = (await (await postInvoice(cookie, invoicePayload(customer.id))).json()) as { id: string; publicUrl: string };
  return { cookie, id: invoice.id, token: invoice.publicUrl.split("/").pop() as string };
}

const download = (token: string, address: string) =>
  callRoute(publicPdfRoute, { path: `/i/${token}/pdf`, params: { token }, headers: fromAddress(address) });

it("finding 8: renders once while the facts stay, again when a payment changes them", async () => {
  const { cookie, id, token } = await publicInvoice();
  renders.mockClear();
  expect((await download(token, "198.51.100.80")).status).toBe(200);
  const second = Buffer.from(await (await download(token, "198.51.100.81")).arrayBuffer());
  expect(renders).toHaveBeenCalledTimes(2); // the first visit marks the invoice viewed: one new fact
  const third = Buffer.from(await (await download(token, "198.51.100.82")).arrayBuffer());
  expect(third.equals(second)).toBe(true);
  expect(renders).toHaveBeenCalledTimes(2);
  const paid = await callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body: { amount: "50.00" } });
  expect(paid.status).toBe(201);
  expect((await download(token, "198.51.100.83")).status).toBe(200);
  expect(renders).toHaveBeenCalledTimes(3);
});

it("finding 8: the download past the per-token limit in 15 minutes is 429 with Retry-After, from any address", async () => {
  const { token } = await publicInvoice();
  for (let i = 0; i < PUBLIC_PDF_PER_INVOICE.limit; i += 1)
    expect((await download(token, `198.51.100.${100 + (i % 20)}`)).status).toBe(200);
  const limited = await download(token, "198.51.100.199");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({ code: "public_pdf_limit" });
});

it("finding 8: the public download past the per-address limit in 15 minutes is 429, whichever invoices", async () => {
  const [a, b, c] = [await publicInvoice(), await publicInvoice(), await publicInvoice()];
  const limit = PUBLIC_PDF_PER_ADDRESS.limit;
  const statuses = [];
  for (let i = 0; i <= limit; i += 1) statuses.push((await download([a, b, c][i % 3]!.token, "198.51.100.250")).status);
  expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
  expect(statuses[limit]).toBe(429);
});
