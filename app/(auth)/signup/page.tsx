import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignupForm } from "@/components/auth/signup-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/server-session";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";
import { QueryProvider } from "../../providers";

export const metadata: Metadata = { title: "Sign Up" };

export default async function SignupPage() {
  if (await getSessionUser()) redirect("/dashboard");
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 md:py-16">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Create your account</CardTitle>
          <CardDescription>Free forever for up to {FREE_INVOICES_PER_MONTH} invoices a month. No card needed.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryProvider>
            <SignupForm />
          </QueryProvider>
        </CardContent>
      </Card>
    </main>
  );
}
