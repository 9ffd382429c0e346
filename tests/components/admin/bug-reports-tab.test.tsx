import { screen, within } from "@testing-library/react";
import { BugReportsTab } from "@/components/admin/bug-reports-tab";
import { mockFetch, renderWithClient } from "../settings/settings-test-utils";

const report = (id: string, category: string, title: string) => ({
  id,
  title,
  description: `${title} in detail`,
  steps: null,
  url: null,
  userAgent: null,
  priority: "medium",
  category,
  status: "open",
  adminNotes: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  user: { email: "robin@example.com" },
});

// Issue #24, item 6: every support request reaches the admin center; the tab filters by category.
test("the Bug Reports tab lists every category of request and filters by one", async () => {
  mockFetch({
    "GET /api/admin/bug-reports": () => ({
      body: [report("1", "bug", "PDF is blank"), report("2", "billing", "Charged twice"), report("3", "feature", "Dark mode")],
    }),
  });
  const { user } = renderWithClient(<BugReportsTab />);
  expect(await screen.findByText("Charged twice")).toBeInTheDocument();
  expect(screen.getByTestId("bug-report-count")).toHaveTextContent("3 reports");

  const filter = screen.getByLabelText("Category");
  expect(
    within(filter)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["All categories (3)", "Bug (1)", "Billing (1)", "Invoice (0)", "Feature (1)", "General (0)", "Account (0)"]);
  await user.selectOptions(filter, "billing");
  expect(screen.getByText("Charged twice")).toBeInTheDocument();
  expect(screen.queryByText("PDF is blank")).not.toBeInTheDocument();
  expect(screen.getByTestId("bug-report-count")).toHaveTextContent("1 report");

  await user.selectOptions(filter, "account");
  expect(screen.getByText("No bug reports")).toBeInTheDocument();
});
