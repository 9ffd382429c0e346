import { z } from "zod";

/** `?format=ubl|cii` of GET /api/invoices/{id}/einvoice: UBL when absent. */
export const einvoiceQuerySchema = z.object({
  format: z.enum(["ubl", "cii"], { error: "format must be ubl or cii" }).default("ubl"),
});

/** `?format=facturx` of GET /api/invoices/{id}/pdf: the plain PDF when absent. */
export const pdfQuerySchema = z.object({
  format: z.literal("facturx", { error: "format must be facturx or left out" }).optional(),
});
