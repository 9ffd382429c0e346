import { act, render, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { SupportForm } from "@/components/marketing/support-form";
import { callsTo, mockFetch } from "../invoices/invoices-test-utils";

// Radix Select relies on browser APIs that jsdom does not implement.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // sonner keeps its toasts in a module-level store and replays active ones to a new Toaster.
  act(() => {
    toast.dismiss();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

function renderForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <SupportForm />
      <Toaster />
    </>,
  );
  return user;
}

async function chooseOption(user: UserEvent, fieldLabel: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: fieldLabel }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillTextFields(user: UserEvent) {
  await user.type(field("Name"), "Ada Lovelace");
  await user.type(field("E-mail"), "ada@example.com");
  await user.type(field("Subject"), "PDF download fails");
  await user.type(field("Message"), "Nothing happens when I click Download PDF.");
}

describe("SupportForm", () => {
  test("priority starts at Normal and category is unset", () => {
    renderForm();
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveTextContent("Normal");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Choose a category");
  });

  test("an empty submit says 'Please fill in all required fields'", async () => {
    const user = renderForm();

    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument();
    expect(screen.queryByText("Support Request Sent!")).not.toBeInTheDocument();
  });

  test("a missing category alone is enough to refuse the request", async () => {
    const user = renderForm();
    await fillTextFields(user);

    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await act(async () => jest.advanceTimersByTime(1500));

    expect(screen.getByText("Please fill in all required fields")).toBeInTheDocument();
    expect(screen.queryByText("Support Request Sent!")).not.toBeInTheDocument();
    expect(field("Name")).toHaveValue("Ada Lovelace");
  });

  test("a complete request is posted to /api/support, confirmed, and the form is cleared", async () => {
    let answer: (value: void) => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({ "POST /api/support": () => ({ status: 201, body: { message: "Support Request Sent!" } }) });
    const plainFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await answered;
      return plainFetch(...args);
    });
    const user = renderForm();
    await fillTextFields(user);
    await chooseOption(user, "Category", "Bug report");
    await chooseOption(user, "Priority", "High");
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveTextContent("High");

    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled();
    expect(field("Name")).toHaveValue("Ada Lovelace");
    const [call] = callsTo(fetchMock, "POST /api/support");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      category: "bug",
      priority: "high",
      subject: "PDF download fails",
      message: "Nothing happens when I click Download PDF.",
      url: "http://localhost/",
    });

    await act(async () => answer());

    expect(field("Name")).toHaveValue("");
    expect(field("E-mail")).toHaveValue("");
    expect(field("Subject")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Choose a category");
    expect(screen.getByRole("combobox", { name: "Priority" })).toHaveTextContent("Normal");
    expect(await screen.findByText("Support Request Sent!")).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  test("'nope' as e-mail is refused before anything is sent, naming the E-mail field", async () => {
    const fetchMock = mockFetch({ "POST /api/support": () => ({ status: 201, body: { message: "Support Request Sent!" } }) });
    const user = renderForm();
    await user.type(field("Name"), "Ada Lovelace");
    await user.type(field("E-mail"), "nope");
    await user.type(field("Subject"), "PDF download fails");
    await user.type(field("Message"), "Nothing happens when I click Download PDF.");
    await chooseOption(user, "Category", "Bug report");

    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Please enter a valid e-mail address in the E-mail field")).toBeInTheDocument();
    expect(field("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, "POST /api/support")).toHaveLength(0);
    expect(field("Subject")).toHaveValue("PDF download fails");
  });

  test("a name past 120 characters says so, with the limit", async () => {
    const fetchMock = mockFetch({ "POST /api/support": () => ({ status: 201, body: { message: "Support Request Sent!" } }) });
    const user = renderForm();
    await fillTextFields(user);
    await user.click(field("Name"));
    await user.paste("x".repeat(120));
    await chooseOption(user, "Category", "Bug report");

    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Name must be at most 120 characters")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/support")).toHaveLength(0);
  });

  test("the server's refusal is shown and the form keeps its text", async () => {
    mockFetch({
      "POST /api/support": () => ({ status: 400, body: { message: "Please enter a valid e-mail address in the E-mail field" } }),
    });
    const user = renderForm();
    await fillTextFields(user);
    await chooseOption(user, "Category", "General question");

    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Please enter a valid e-mail address in the E-mail field")).toBeInTheDocument();
    expect(screen.queryByText("Support Request Sent!")).not.toBeInTheDocument();
    expect(field("Subject")).toHaveValue("PDF download fails");
  });
});
