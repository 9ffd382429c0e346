import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

function DeleteThing({ onConfirm, isPending = false, word }: { onConfirm: () => void; isPending?: boolean; word?: string }) {
  const [typed, setTyped] = useState("");
  return (
    <ConfirmDialog
      trigger={<Button>Remove</Button>}
      title="Delete thing"
      description="This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={isPending}
      canConfirm={word === undefined || typed === word}
      onConfirm={onConfirm}
    >
      {word && <input aria-label="Confirmation" value={typed} onChange={(event) => setTyped(event.target.value)} />}
    </ConfirmDialog>
  );
}

describe("ConfirmDialog", () => {
  test("opens as an alertdialog named by its title, described by its text, with the focus on Cancel", async () => {
    const user = userEvent.setup();
    render(<DeleteThing onConfirm={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Remove" }));

    const dialog = screen.getByRole("alertdialog", { name: "Delete thing" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  test("confirming calls onConfirm and leaves closing to the caller; Cancel closes", async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    render(<DeleteThing onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Remove" }));

    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  test("while pending both buttons are disabled and the confirm button says so", async () => {
    const user = userEvent.setup();
    render(<DeleteThing onConfirm={jest.fn()} isPending />);
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });

  test("canConfirm keeps the confirm button disabled until the word is typed", async () => {
    const user = userEvent.setup();
    render(<DeleteThing onConfirm={jest.fn()} word="DELETE" />);
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    await user.type(screen.getByLabelText("Confirmation"), "DELETE");
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
  });
});
