import type { Metadata } from "next";
import { SubscribeView } from "@/components/billing/subscribe-view";

export const metadata: Metadata = { title: "Upgrade to Pro" };

export default function SubscribePage() {
  return (
    <div className="mx-auto max-w-lg py-4">
      <SubscribeView />
    </div>
  );
}
