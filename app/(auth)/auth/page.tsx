import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthMarketingPanel } from "@/components/auth/auth-marketing-panel";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getSessionUser } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Sign In" };

export default async function AuthPage() {
  if (await getSessionUser()) redirect("/dashboard");
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Welcome back</CardTitle>
          <CardDescription>Sign in to manage your invoices and customers.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signin">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="space-y-4 pt-4 text-center">
              <p className="text-sm text-muted-foreground">Simple signup with captcha protection</p>
              <Button asChild className="w-full">
                <Link href="/signup">Create your free account</Link>
              </Button>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthMarketingPanel />
    </main>
  );
}
