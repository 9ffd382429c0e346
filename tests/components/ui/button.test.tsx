import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/components/ui/button";

describe("Button", () => {
  test("asChild renders the child link, not a button, with the button's classes", () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/signup">Get Started Free</a>
      </Button>,
    );

    const link = screen.getByRole("link", { name: "Get Started Free" });
    expect(link).toHaveAttribute("href", "/signup");
    expect(link).toHaveClass("inline-flex", "border-input", "h-10");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  test("is type=button by default so it never submits a form by accident", async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("variants change the look and a caller's class wins over the default one", () => {
    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button className="px-8">Wide</Button>
      </>,
    );

    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass("bg-destructive");
    expect(screen.getByRole("button", { name: "Delete" })).not.toHaveClass("bg-primary");
    const wide = screen.getByRole("button", { name: "Wide" });
    expect(wide).toHaveClass("px-8");
    expect(wide).not.toHaveClass("px-4");
  });

  test("a disabled button ignores clicks", async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
