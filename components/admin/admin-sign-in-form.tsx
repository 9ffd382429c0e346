"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { loginFormSchema, type LoginInput } from "@/lib/auth/schemas";

/** /admin without admin status (SPEC section 2): e-mail, password, 'Admin Sign In'. */
export function AdminSignInForm() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      const user = await (await apiRequest("POST", "/api/admin/login", credentials)).json();
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast.success("Admin login successful");
      // The page's server part decides whether this admin still lacks the required second factor.
      router.refresh();
    } catch (error) {
      toast.error("Login failed", { description: errorMessage(error, "Invalid email or password") });
    }
  });

  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <ShieldCheck className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle asChild>
            <h1 className="text-xl">Admin Control Center</h1>
          </CardTitle>
          <CardDescription>Staff only. Sign in with your admin account.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Admin sign in">
            <div className="space-y-2">
              <Label htmlFor="admin-email">Email</Label>
              <Input id="admin-email" type="email" autoComplete="username" aria-invalid={!!errors.email} {...form.register("email")} />
              <FieldError message={errors.email?.message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="admin-password">Password</Label>
              <Input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                {...form.register("password")}
              />
              <FieldError message={errors.password?.message} />
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Signing in..." : "Admin Sign In"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
