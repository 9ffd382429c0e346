import { ApiError } from "@/lib/api-client/api-error";
import { failureReaction } from "@/lib/api-client/failure-reaction";
import { AppError, ERROR_CODES, ERROR_STATUS, isErrorCode, NARROW_ERROR_CODES, proRequired } from "@/lib/errors";

describe("one list of error codes for server and browser", () => {
  it("holds every kind, every narrower code and internal, each once", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const kind of Object.keys(ERROR_STATUS)) expect(ERROR_CODES).toContain(kind);
    for (const code of Object.keys(NARROW_ERROR_CODES)) expect(ERROR_CODES).toContain(code);
    expect(ERROR_CODES).toContain("internal");
  });

  it("gives a narrower code the status of the kind it belongs to", () => {
    const error = new AppError("forbidden", "Free plan limit reached", { code: "plan_limit_reached" });
    expect(error.code).toBe("plan_limit_reached");
    expect(error.status).toBe(ERROR_STATUS[NARROW_ERROR_CODES.plan_limit_reached]);
    expect(error.details).toEqual({});
    expect(proRequired("Pro only").code).toBe("pro_required");
    expect(new AppError("not_found", "Invoice not found").code).toBe("not_found");
  });

  it("types the browser's code from the same list; an unknown one is no code", () => {
    expect(new ApiError(403, JSON.stringify({ message: "Verify first", code: "email_unverified" })).code).toBe("email_unverified");
    expect(new ApiError(418, JSON.stringify({ message: "?", code: "teapot" })).code).toBeUndefined();
    expect(new ApiError(502, "<html>Bad Gateway</html>").code).toBeUndefined();
    expect(isErrorCode("invoice_void")).toBe(true);
    expect(isErrorCode("INVOICE_VOID")).toBe(false);
  });

  it("decides the UI's reaction by code, not by words", () => {
    const answer = (code: string) => new ApiError(400, JSON.stringify({ message: "Something", code }));
    expect(failureReaction(answer("email_unverified"))).toBe("verify_email");
    expect(failureReaction(answer("plan_limit_reached"))).toBe("upgrade");
    expect(failureReaction(answer("invoice_email_limit"))).toBe("wait");
    expect(failureReaction(answer("validation"))).toBe("explain");
    expect(failureReaction(new TypeError("Failed to fetch"))).toBe("explain");
  });
});
