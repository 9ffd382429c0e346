import { PublicShell } from "@/components/marketing/public-shell";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
