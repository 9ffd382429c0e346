import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { AppToaster } from "@/components/ui/app-toaster";

afterEach(() => act(() => void toast.dismiss()));

// SPEC section 9: toasts one at a time. Issue #24, item 12: several stacked up (the older ones only
// hidden, coming back one after another as the newer ones went).
test("a new toast replaces the one on screen: one toast at a time, the newest", async () => {
  render(<AppToaster />);
  // Toasts that never expire on their own: only the replacement can take the older ones away.
  const forever = { duration: Infinity };
  act(() => void toast.success("Settings updated", forever));
  expect(await screen.findByText("Settings updated")).toBeInTheDocument();
  act(() => void toast.error("Upload failed", forever));
  act(() => void toast.success("PDF Downloaded", forever));
  expect(await screen.findByText("PDF Downloaded")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText("Settings updated")).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText("Upload failed")).not.toBeInTheDocument());
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
});
