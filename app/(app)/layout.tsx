import { redirect } from "next/navigation";
import { AppShell } from "@/components/app-shell/app-shell";
import { getSessionUser } from "@/lib/auth/server-session";

/** Every page of the signed-in shell checks the session on the server, whatever the proxy did. */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const { sessionId: _session, ...publicUser } = user;
  return <AppShell initialUser={publicUser}>{children}</AppShell>;
}
