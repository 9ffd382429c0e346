"use client";

import { Send } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PrioritySelect, type SupportPriority } from "@/components/support/priority-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { SUPPORT_MESSAGES, supportRequestSchema } from "@/lib/support/support-schema";

export const SUPPORT_CATEGORIES = [
  { value: "bug", label: "Bug report" },
  { value: "billing", label: "Billing" },
  { value: "invoice", label: "Invoices" },
  { value: "feature", label: "Feature request" },
  { value: "general", label: "General question" },
  { value: "account", label: "Account" },
] as const;

type SupportRequest = {
  name: string;
  email: string;
  category: "" | (typeof SUPPORT_CATEGORIES)[number]["value"];
  priority: SupportPriority;
  subject: string;
  message: string;
};

const EMPTY_REQUEST: SupportRequest = { name: "", email: "", category: "", priority: "normal", subject: "", message: "" };

type Problems = { message: string; fields: Set<string> } | null;

/**
 * The request checked by the schema POST /api/support uses, so "nope" is refused here as it is
 * there. A missing field wins: the spec's 'Please fill in all required fields' comes first.
 */
function findProblems(request: SupportRequest): Problems {
  const result = supportRequestSchema.safeParse(request);
  if (result.success) return null;
  const { issues } = result.error;
  const first = issues.find((issue) => issue.message === SUPPORT_MESSAGES.required) ?? issues[0];
  return { message: first?.message ?? SUPPORT_MESSAGES.required, fields: new Set(issues.map((issue) => String(issue.path[0]))) };
}

/**
 * The /support contact form (SPEC section 2). It posts to /api/support, which stores the request
 * in the admin center's inbox (and mails it to SUPPORT_EMAIL when set); then it confirms and clears itself.
 * The page's address goes along, so a bug report says where the visitor was.
 */
export function SupportForm() {
  const [request, setRequest] = useState<SupportRequest>(EMPTY_REQUEST);
  const [isSending, setIsSending] = useState(false);
  const [invalidFields, setInvalidFields] = useState<Set<string>>(() => new Set());
  const isInvalid = (field: keyof SupportRequest) => invalidFields.has(field) || undefined;

  const update = <K extends keyof SupportRequest>(field: K, value: SupportRequest[K]) =>
    setRequest((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const problems = findProblems(request);
    setInvalidFields(problems?.fields ?? new Set());
    if (problems) {
      toast.error(problems.message);
      return;
    }
    setIsSending(true);
    try {
      await apiRequest("POST", "/api/support", { ...request, url: window.location.href });
      setRequest(EMPTY_REQUEST);
      toast.success("Support Request Sent!", {
        description: "Thank you for reaching out. We'll reply to your e-mail within 24 hours.",
      });
    } catch (error) {
      toast.error("Could not send your request", { description: errorMessage(error, "Please try again.") });
    } finally {
      setIsSending(false);
    }
  }

  return (
    // noValidate: the spec's own message replaces the browser's bubbles for missing fields.
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Support request">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="support-name" label="Name">
          <Input
            id="support-name"
            name="name"
            autoComplete="name"
            aria-invalid={isInvalid("name")}
            required
            value={request.name}
            onChange={(event) => update("name", event.target.value)}
          />
        </Field>
        <Field id="support-email" label="E-mail">
          <Input
            id="support-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={isInvalid("email")}
            required
            value={request.email}
            onChange={(event) => update("email", event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="support-category" label="Category">
          <Select
            name="category"
            value={request.category}
            onValueChange={(value) => update("category", value as SupportRequest["category"])}
          >
            <SelectTrigger id="support-category" aria-required="true" aria-invalid={isInvalid("category")}>
              <SelectValue placeholder="Choose a category" />
            </SelectTrigger>
            <SelectContent>
              {SUPPORT_CATEGORIES.map((category) => (
                <SelectItem key={category.value} value={category.value}>
                  {category.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id="support-priority" label="Priority" isOptional>
          <PrioritySelect
            id="support-priority"
            name="priority"
            value={request.priority}
            onValueChange={(value) => update("priority", value)}
          />
        </Field>
      </div>
      <Field id="support-subject" label="Subject">
        <Input
          id="support-subject"
          name="subject"
          required
          aria-invalid={isInvalid("subject")}
          value={request.subject}
          onChange={(event) => update("subject", event.target.value)}
        />
      </Field>
      <Field id="support-message" label="Message">
        <Textarea
          id="support-message"
          name="message"
          required
          aria-invalid={isInvalid("message")}
          rows={6}
          placeholder="Tell us what happened, what you expected, and the invoice number if there is one."
          value={request.message}
          onChange={(event) => update("message", event.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          Fields marked <span aria-hidden>*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <Button type="submit" size="lg" disabled={isSending}>
          {isSending ? <Spinner label="Sending" /> : <Send aria-hidden />}
          {isSending ? "Sending..." : "Send Request"}
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, isOptional = false, children }: { id: string; label: string; isOptional?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="gap-1">
        {label}
        {!isOptional && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
    </div>
  );
}
