import { act, screen } from "@testing-library/react";
import { toast } from "sonner";
import { PaymentRemindersCard } from "@/components/settings/payment-reminders-card";
import { ALEX, mockFetch, renderWithClient, sentBody } from "./settings-test-utils";

afterEach(() => act(() => void toast.dismiss()));

// Radix's Checkbox measures itself with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const SAVE = "PUT /api/user/settings";

describe("PaymentRemindersCard", () => {
  test("shows the stored setting, then turns reminders on with the typed days, sorted, and only those two fields", async () => {
    const saved = { ...ALEX, remindersEnabled: true, reminderDays: [3, 14, 30] };
    const fetchMock = mockFetch({ [SAVE]: () => ({ body: saved }), "GET /api/user": () => ({ body: saved }) });
    const { user } = renderWithClient(<PaymentRemindersCard user={ALEX} />);

    expect(screen.getByRole("heading", { name: "Payment reminders" })).toBeInTheDocument();
    const toggle = screen.getByRole("checkbox", { name: "Send payment reminders to customers" });
    expect(toggle).not.toBeChecked();
    const days = screen.getByLabelText("Days after the due date");
    expect(days).toHaveValue("3, 14");
    expect(days).toHaveAccessibleDescription(/Up to 5 days from 1 to 365/);

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Invoices that are already overdue get a reminder too/)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "30, 3 14");
    await user.click(screen.getByRole("button", { name: "Save reminders" }));

    expect(await screen.findByText("Reminder settings saved")).toBeInTheDocument();
    expect(screen.getByText("Customers are reminded 3, 14 and 30 days after the due date.")).toBeInTheDocument();
    expect(sentBody(fetchMock, SAVE)).toEqual({ remindersEnabled: true, reminderDays: [3, 14, 30] });
  });

  test.each([
    ["3, 400", "Reminder days must be whole numbers from 1 to 365"],
    ["3, soon", "Reminder days must be whole numbers from 1 to 365"],
    ["2.5", "Reminder days must be whole numbers from 1 to 365"],
    ["1, 2, 3, 4, 5, 6", "Reminder days must list 1 to 5 days"],
    ["", "Reminder days must list 1 to 5 days"],
    ["7, 7", "Reminder days must not repeat a day"],
  ])("refuses %j with the server's words, sending nothing", async (typed, message) => {
    const fetchMock = mockFetch({});
    const { user } = renderWithClient(<PaymentRemindersCard user={ALEX} />);
    const days = screen.getByLabelText("Days after the due date");
    await user.clear(days);
    if (typed) await user.type(days, typed);
    await user.click(screen.getByRole("button", { name: "Save reminders" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(days).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("turns reminders off, and shows the server's refusal in a toast", async () => {
    const on = { ...ALEX, remindersEnabled: true, reminderDays: [7] };
    const fetchMock = mockFetch({
      [SAVE]: () => ({ status: 400, body: { message: "Reminder days must list 1 to 5 days", code: "validation" } }),
    });
    const { user } = renderWithClient(<PaymentRemindersCard user={on} />);

    const toggle = screen.getByRole("checkbox", { name: "Send payment reminders to customers" });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText("Days after the due date")).toHaveValue("7");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Save reminders" }));

    expect(await screen.findByText("Could not save your reminder settings")).toBeInTheDocument();
    expect(screen.getByText("Reminder days must list 1 to 5 days")).toBeInTheDocument();
    expect(sentBody(fetchMock, SAVE)).toEqual({ remindersEnabled: false, reminderDays: [7] });
  });

  test("says reminders wait for a confirmed e-mail address", async () => {
    mockFetch({});
    renderWithClient(<PaymentRemindersCard user={{ ...ALEX, remindersEnabled: true, emailVerified: false }} />);
    expect(screen.getByText(/Reminders go out once you have confirmed your e-mail address/)).toBeInTheDocument();
  });
});
