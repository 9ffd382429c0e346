import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/api-client/query-client";

// jsdom cannot navigate; stop followed links after React has handled the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => window.addEventListener("click", stopNavigation));
afterAll(() => window.removeEventListener("click", stopNavigation));

describe("SiteHeader", () => {
  test("signed out: Sign In goes to /auth and Get Started Free to /signup; no Dashboard", () => {
    render(<SiteHeader isSignedIn={false} />);

    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  test("signed in: one Dashboard button to /dashboard instead of Sign In and Get Started Free", () => {
    render(<SiteHeader isSignedIn />);

    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Get Started Free" })).not.toBeInTheDocument();
  });

  test("the top navigation is Home, Pricing, About, Contact", () => {
    render(<SiteHeader isSignedIn={false} />);

    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Pricing", "/pricing"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]);
  });

  test("the small-screen menu opens with the same links and closes when one is followed", async () => {
    render(<SiteHeader isSignedIn />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);

    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const navs = screen.getAllByRole("navigation", { name: "Main" });
    expect(navs).toHaveLength(2);
    const mobileNav = navs[1]!;
    expect(within(mobileNav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");

    await userEvent.click(within(mobileNav).getByRole("link", { name: "Pricing" }));

    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
  });

  test("Escape closes the small-screen menu", async () => {
    render(<SiteHeader isSignedIn={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteFooter", () => {
  test("carries the operator and own-risk notice and the Privacy, Terms and support mail links", () => {
    render(<SiteFooter />);

    expect(screen.getByText(/provided by InvoiceFlow's operator/)).toHaveTextContent(
      "Invoices are generated automatically and used at your own risk.",
    );
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    expect(within(legal).getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    expect(within(legal).getByRole("link", { name: "support@invoiceflow.example" })).toHaveAttribute(
      "href",
      "mailto:support@invoiceflow.example",
    );
  });
});

describe("SiteHeader on a static page (no isSignedIn given)", () => {
  const HINT = "invoiceflow-signed-in";
  const setHint = () => (document.cookie = `${HINT}=1; Path=/`);
  const dropHint = () => (document.cookie = `${HINT}=; Path=/; Max-Age=0`);
  afterEach(dropHint);

  function renderHeader() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteHeader />
      </QueryClientProvider>,
    );
  }

  test("a visitor who never signed in sees Sign In and makes no request (no 401 in the console, issue #15)", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as typeof fetch;
    renderHeader();

    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("with the session hint it asks /api/user and shows the Dashboard button", async () => {
    setHint();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ id: "u1" }), text: async () => "" });
    global.fetch = fetchMock as typeof fetch;
    renderHeader();

    expect((await screen.findAllByRole("link", { name: "Dashboard" }))[0]).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith("/api/user", expect.objectContaining({ credentials: "include" }));
  });

  test("a hint whose session has ended costs one 401: Sign In, and the hint is dropped", async () => {
    setHint();
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 401, json: async () => ({}), text: async () => "" });
    global.fetch = fetchMock as typeof fetch;
    renderHeader();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toBeVisible();
    await waitFor(() => expect(document.cookie).not.toContain(HINT));
  });
});
