import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SegmentedControl } from "@/components/ui/segmented-control";

const SIZES = [
  { value: "small", label: "Small" },
  { value: "large", label: "Large" },
] as const;

type Size = (typeof SIZES)[number]["value"];

function RegisteredSize({ onSubmit }: { onSubmit: (values: { size: Size }) => void }) {
  const { register, handleSubmit } = useForm<{ size: Size }>({ defaultValues: { size: "small" } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <SegmentedControl legend="Size" options={SIZES} registration={register("size")} />
      <button type="submit">Save</button>
    </form>
  );
}

function ControlledSize({ onChange }: { onChange: (size: Size) => void }) {
  const [size, setSize] = useState<Size>("small");
  return (
    <SegmentedControl
      legend="Size"
      name="size"
      options={SIZES}
      value={size}
      onValueChange={(next) => {
        setSize(next);
        onChange(next);
      }}
    />
  );
}

describe("SegmentedControl", () => {
  test("is a radio group named by its legend, one radio per option", () => {
    render(<RegisteredSize onSubmit={jest.fn()} />);
    const group = screen.getByRole("radiogroup", { name: "Size" });
    expect(group).toContainElement(screen.getByRole("radio", { name: "Small" }));
    expect(screen.getByRole("radio", { name: "Small" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Large" })).not.toBeChecked();
  });

  test("registered with react-hook-form: clicking a segment's text and the arrow keys change the submitted value", async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<RegisteredSize onSubmit={onSubmit} />);

    await user.click(screen.getByText("Large"));
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "Small" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ size: "small" }, expect.anything());
  });

  test("controlled: reports the chosen value and shows the one it is given", async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<ControlledSize onChange={onChange} />);

    await user.click(screen.getByRole("radio", { name: "Large" }));
    expect(onChange).toHaveBeenCalledWith("large");
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked();
  });
});
