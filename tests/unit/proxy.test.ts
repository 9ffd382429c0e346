import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { PROTECTED_PATHS } from "@/lib/auth/protected-routes";

function visit(path: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
}

describe("proxy", () => {
  it.each(PROTECTED_PATHS)("sends a visitor without a session from %s to /auth", (path) => {
    const response = visit(path);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth");
  });

  it("redirects nested protected paths too", () => {
    expect(visit("/invoices/abc").headers.get("location")).toBe("http://localhost:3000/auth");
  });

  it.each(["next-auth.session-token=x", "__Secure-next-auth.session-token=y"])(
    "lets a visitor with %s through (the page checks the session itself)",
    (cookie) => {
      const response = visit("/dashboard", cookie);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    },
  );

  it.each(["/", "/pricing", "/auth", "/dashboards", "/invoicesx"])("leaves the public path %s alone", (path) => {
    expect(visit(path).headers.get("location")).toBeNull();
  });
});
