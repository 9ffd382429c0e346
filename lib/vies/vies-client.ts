import "server-only";
import type { ViesNumber } from "./vies-number";
import { takeViesSlot } from "./vies-throttle";

/** VIES is slow when a member state is; an invoice is not held up longer than this. */
export const VIES_TIMEOUT_MS = 5_000;

export type ViesAnswer =
  | {
      status: "valid" | "invalid";
      name: string | null;
      address: string | null;
      requestDate: Date | null;
      /** requestIdentifier: present when the request named a requester. */
      consultationNumber: string | null;
    }
  | { status: "unavailable"; errorCode: string };

/** The CheckVatResponse fields the app reads (POST /check-vat-number of the VIES REST API). */
type CheckVatResponse = {
  valid?: unknown;
  name?: unknown;
  address?: unknown;
  requestDate?: unknown;
  requestIdentifier?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: { error?: unknown }[];
};

/** VIES_API_BASE (e.g. https://ec.europa.eu/taxation_customs/vies/rest-api), or null: then every answer is "unavailable". */
export function viesApiBase(env: Record<string, string | undefined> = process.env): string | null {
  return env.VIES_API_BASE?.trim().replace(/\/+$/, "") || null;
}

function timeoutMs(env: Record<string, string | undefined>): number {
  const configured = Number(env.VIES_TIMEOUT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : VIES_TIMEOUT_MS;
}

/**
 * Asks VIES whether a number is valid: `POST {VIES_API_BASE}/check-vat-number` with
 * `{countryCode, vatNumber, requesterMemberStateCode, requesterNumber}`. With the user's own
 * number as requester VIES answers a consultation number (`requestIdentifier`) that proves the
 * check to a tax office. Never throws: a member state's service down (MS_UNAVAILABLE), VIES busy
 * (…_MAX_CONCURRENT_REQ), a timeout or an unreachable server are all "unavailable", which never
 * blocks an invoice. A requester VIES rejects (INVALID_REQUESTER_INFO) is dropped and the number
 * asked again without one: the verdict still counts, only the consultation number is missing.
 */
export async function askVies(
  number: ViesNumber,
  requester: ViesNumber | null,
  env: Record<string, string | undefined> = process.env,
): Promise<ViesAnswer> {
  const base = viesApiBase(env);
  if (!base) return { status: "unavailable", errorCode: "NOT_CONFIGURED" };
  const deadline = Date.now() + timeoutMs(env);
  const answer = await post(base, number, requester, deadline);
  if (answer.status === "unavailable" && answer.errorCode === "INVALID_REQUESTER_INFO" && requester) {
    return post(base, number, null, deadline);
  }
  return answer;
}

async function post(base: string, number: ViesNumber, requester: ViesNumber | null, deadline: number): Promise<ViesAnswer> {
  if (!(await takeViesSlot(deadline))) return { status: "unavailable", errorCode: "RATE_LIMITED" };
  const body = {
    countryCode: number.countryCode,
    vatNumber: number.vatNumber,
    ...(requester ? { requesterMemberStateCode: requester.countryCode, requesterNumber: requester.vatNumber } : {}),
  };
  let response: Response;
  let json: CheckVatResponse;
  try {
    response = await fetch(`${base}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    });
    json = (await response.json()) as CheckVatResponse;
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error of this realm).
    const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    return { status: "unavailable", errorCode: timedOut ? "TIMEOUT" : "NETWORK" };
  }
  return readAnswer(response.status, json);
}

/** VIES writes "---" for a name or address a member state does not disclose. */
function disclosed(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" || /^-+$/.test(text) ? null : text;
}

function readAnswer(httpStatus: number, json: CheckVatResponse): ViesAnswer {
  const wrapped = Array.isArray(json?.errorWrappers) ? json.errorWrappers[0]?.error : undefined;
  const userError = typeof json?.userError === "string" && !["VALID", "INVALID"].includes(json.userError) ? json.userError : undefined;
  const errorCode = typeof wrapped === "string" ? wrapped : userError;
  // INVALID_INPUT: VIES refuses the number itself (no such format or country): not a valid number.
  if (errorCode === "INVALID_INPUT") return { status: "invalid", name: null, address: null, requestDate: null, consultationNumber: null };
  if (errorCode) return { status: "unavailable", errorCode };
  if (httpStatus >= 400 || typeof json?.valid !== "boolean") return { status: "unavailable", errorCode: `HTTP_${httpStatus}` };
  const requestDate =
    typeof json.requestDate === "string" && !Number.isNaN(Date.parse(json.requestDate)) ? new Date(json.requestDate) : null;
  return {
    status: json.valid ? "valid" : "invalid",
    name: disclosed(json.name),
    address: disclosed(json.address),
    requestDate,
    consultationNumber: disclosed(json.requestIdentifier),
  };
}
