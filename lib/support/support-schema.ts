import { z } from "zod";
import { requiredText, text } from "@/lib/validation/fields";

export const SUPPORT_CATEGORIES = ["bug", "billing", "invoice", "feature", "general", "account"] as const;
export const SUPPORT_PRIORITIES = ["low", "normal", "high", "critical"] as const;

export const SUPPORT_MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid e-mail address in the E-mail field",
  category: "Please choose one of the listed categories",
} as const;

// Blank or missing is the spec's "Please fill in all required fields"; too long names the field and its limit.
const required = (label: string, max: number) => requiredText(label, max, SUPPORT_MESSAGES.required);
const optional = (label: string, max: number) =>
  text(label, max)
    .optional()
    .nullable()
    .transform((value) => value || undefined);

/**
 * POST /api/support (SPEC sections 2 and 5): name, e-mail, category, subject and message are
 * required; priority defaults to normal. steps and url come with bug reports (the shell's
 * "Report a bug" sends them; the page URL is filled in by the form).
 */
export const supportRequestSchema = z.object({
  name: required("Name", 120),
  email: required("E-mail", 254).toLowerCase().pipe(z.email(SUPPORT_MESSAGES.email)),
  category: z
    .string({ error: SUPPORT_MESSAGES.required })
    .trim()
    .min(1, SUPPORT_MESSAGES.required)
    .pipe(z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category })),
  priority: z.enum(SUPPORT_PRIORITIES).catch("normal").default("normal"),
  subject: required("Subject", 200),
  message: required("Message", 10_000),
  steps: optional("Steps to reproduce", 10_000),
  url: optional("Page address", 2_000),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestData = z.output<typeof supportRequestSchema>;
