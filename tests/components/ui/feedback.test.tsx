import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

describe("Spinner", () => {
  test("is announced as a loading status", () => {
    render(<Spinner />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });
});

describe("Alert", () => {
  test("a destructive alert is announced as an alert, a default one as a status", () => {
    render(
      <>
        <Alert variant="destructive">
          <AlertTitle>Please fix the following issues</AlertTitle>
          <AlertDescription>Select a customer.</AlertDescription>
        </Alert>
        <Alert>
          <AlertTitle>Free plan</AlertTitle>
        </Alert>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please fix the following issues");
    expect(screen.getByRole("status")).toHaveTextContent("Free plan");
  });
});

describe("Badge", () => {
  test("each variant has its own colours", () => {
    render(
      <>
        <Badge variant="pro">Pro</Badge>
        <Badge variant="success">Paid</Badge>
      </>,
    );
    expect(screen.getByText("Pro")).toHaveClass("bg-pro");
    expect(screen.getByText("Paid")).toHaveClass("text-success");
    expect(screen.getByText("Paid")).not.toHaveClass("bg-pro");
  });
});

describe("Tabs", () => {
  test("shows the panel of the selected tab only", async () => {
    render(
      <Tabs defaultValue="signin">
        <TabsList>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">E-mail and password</TabsContent>
        <TabsContent value="signup">Simple signup with captcha protection</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("E-mail and password");

    await userEvent.click(screen.getByRole("tab", { name: "Sign Up" }));

    expect(screen.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Simple signup with captcha protection");
  });
});

describe("Tooltip", () => {
  beforeAll(() => {
    // Radix positions tooltips with ResizeObserver, which jsdom lacks.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => jest.useRealTimers());

  test("opens only after the spec's 700 ms delay, even without an app-wide provider", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Tooltip>
        <TooltipTrigger>Template</TooltipTrigger>
        <TooltipContent>Premium templates need Pro</TooltipContent>
      </Tooltip>,
    );

    await user.hover(screen.getByRole("button", { name: "Template" }));
    act(() => jest.advanceTimersByTime(690));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Premium templates need Pro");
  });
});
