"use client";

import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/forms/field-error";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { LoginInput } from "@/lib/auth/schemas";

// The schema (zod, about 30 KB gzipped) is loaded when the form is first touched, not with the page:
// /auth on a phone hydrates without it (issue #15 item 7). The checks and their texts are the same.
const loadResolver = () =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]).then(([{ zodResolver }, { loginSchema }]) =>
    zodResolver(loginSchema),
  );
let resolverLoading: ReturnType<typeof loadResolver> | null = null;
const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await (resolverLoading ??= loadResolver()))(values, context, options);
const preloadResolver = () => void (resolverLoading ??= loadResolver());

// No query cache to fill: the dashboard's layout has its own query client and reads the user on the server.
export function SignInForm() {
  const router = useRouter();
  const form = useForm<LoginInput>({ resolver: lazyLoginResolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await apiRequest("POST", "/api/login", credentials);
      router.push("/dashboard");
    } catch (error) {
      toast.error("Login failed", { description: errorMessage(error, "Invalid email or password") });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadResolver} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input id="signin-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register("email")} />
        <FieldError message={errors.email?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input id="signin-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register("password")} />
        <FieldError message={errors.password?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
