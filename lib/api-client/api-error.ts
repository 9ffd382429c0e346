import { isErrorCode, type ErrorCode } from "@/lib/errors";

/**
 * A failed API call as the browser sees it: the status, the server's `code` to branch on, its
 * `message` to show, and the whole body for the fields some answers add (`errors`, `details`).
 * `error.message` stays "<status>: <body>" as SPEC section 7 describes; `serverMessage` is the
 * server's own sentence.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string;
  readonly body: Record<string, unknown>;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseBody(text);
    // A code this build does not know (an older or newer server, a proxy's answer) is no code.
    this.code = isErrorCode(this.body.code) ? this.body.code : undefined;
    this.serverMessage =
      typeof this.body.message === "string" ? this.body.message : typeof this.body.error === "string" ? this.body.error : text;
  }

  static async from(response: Response): Promise<ApiError> {
    return new ApiError(response.status, (await response.text().catch(() => "")) || response.statusText);
  }
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
