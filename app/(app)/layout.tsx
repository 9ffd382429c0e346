import { redirect } from "next/navigation";
import { AppShell } from "@/components/app-shell/app-shell";
import { getPublicUser } from "@/lib/auth/get-public-user";
import { getSessionUser } from "@/lib/auth/server-session";
import { Providers } from "../providers";

/** Every page of the signed-in shell checks the session on the server, whatever the proxy did. */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  return (
    <Providers>
      <AppShell initialUser={await getPublicUser(user.id)}>{children}</AppShell>
    </Providers>
  );
}
