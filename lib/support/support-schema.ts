import { z } from "zod";

export const SUPPORT_CATEGORIES = ["bug", "billing", "invoice", "feature", "general", "account"] as const;
export const SUPPORT_PRIORITIES = ["low", "normal", "high", "critical"] as const;

export const SUPPORT_MESSAGES = {
  required: "Please fill in all required fields",
  email: "Please enter a valid e-mail address in the E-mail field",
  category: "Please choose one of the listed categories",
} as const;

const required = (max: number) => z.string({ error: SUPPORT_MESSAGES.required }).trim().min(1, SUPPORT_MESSAGES.required).max(max);
const optional = (max: number) =>
  z.string().trim().max(max).optional().nullable().transform((value) => value || undefined);

/**
 * POST /api/support (SPEC sections 2 and 5): name, e-mail, category, subject and message are
 * required; priority defaults to normal. steps and url come with bug reports (the shell's
 * "Report a bug" sends them; the page URL is filled in by the form).
 */
export const supportRequestSchema = z.object({
  name: required(120),
  email: required(254).toLowerCase().pipe(z.email(SUPPORT_MESSAGES.email)),
  category: z
    .string({ error: SUPPORT_MESSAGES.required })
    .trim()
    .min(1, SUPPORT_MESSAGES.required)
    .pipe(z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category })),
  priority: z.enum(SUPPORT_PRIORITIES).catch("normal").default("normal"),
  subject: required(200),
  message: required(10_000),
  steps: optional(10_000),
  url: optional(2_000),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestData = z.output<typeof supportRequestSchema>;
