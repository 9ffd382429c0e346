import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomersView } from "@/components/customers/customers-view";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Customers" };

// CustomersView reads ?add=true with useSearchParams, which Next requires inside a Suspense boundary.
export default function CustomersPage() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading customers" />
        </div>
      }
    >
      <CustomersView />
    </Suspense>
  );
}
