import { render, screen, within } from "@testing-library/react";
import { CountrySelect } from "@/components/forms/country-select";

describe("CountrySelect", () => {
  test("names come from the static list, so the server's HTML and the browser agree (issue #15)", () => {
    render(<CountrySelect aria-label="Country" defaultValue="US" />);
    const select = screen.getByRole("combobox", { name: "Country" });
    // Intl.DisplayNames said "Falkland Islands (Islas Malvinas)" in Node and "Falkland Islands" in Chromium.
    expect(within(select).getByRole("option", { name: "Falkland Islands (Malvinas)" })).toHaveValue("FK");
    expect(within(select).getByRole("option", { name: "United States" })).toHaveValue("US");
    expect(within(select).getByRole("option", { name: "Taiwan" })).toHaveValue("TW");
  });

  test("the priority countries come first, then the whole world once", () => {
    render(<CountrySelect aria-label="Country" priority={["SE", "DE"]} defaultValue="SE" />);
    const [common, all] = screen.getAllByRole("group");
    expect(
      within(common!)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Sweden", "Germany"]);
    const rest = within(all!).getAllByRole("option");
    expect(rest).toHaveLength(248);
    expect(rest.map((option) => option.getAttribute("value"))).not.toContain("SE");
  });
});
