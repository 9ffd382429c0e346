import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in answers for one number: a verdict, a VIES error code, or no answer in time. */
export type ViesOutcome =
  | "valid"
  | "invalid"
  | "timeout"
  /** Any error code VIES sends in `errorWrappers`: MS_UNAVAILABLE, SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, INVALID_INPUT… */
  | { error: string }
  /** An error in the `userError` field of a 200 answer, as VIES's GET endpoint reports it. */
  | { userError: string };

export type ViesRequest = {
  at: number;
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
};

export type FakeVies = {
  /** base URL for VIES_API_BASE */
  url: string;
  requests: ViesRequest[];
  /** How the next requests for `number` ("DE136695976") are answered; default "valid". */
  answer: (number: string, outcome: ViesOutcome) => void;
  close: () => Promise<void>;
};

/**
 * Stands in for the European Commission's VIES REST API (unreachable here), speaking its wire
 * format: `POST /check-vat-number` with `{countryCode, vatNumber, requesterMemberStateCode,
 * requesterNumber}` answers a CheckVatResponse `{countryCode, vatNumber, requestDate, valid,
 * requestIdentifier, name, address, …}`; errors come as `{actionSucceed: false, errorWrappers:
 * [{error, message}]}`. A request identifier is given only when a requester was named, as VIES does.
 */
export async function startFakeVies({ delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeVies> {
  const requests: ViesRequest[] = [];
  const outcomes = new Map<string, ViesOutcome>();
  let consultations = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.url !== "/check-vat-number") return send(404, { error: "not found" });
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<ViesRequest, "at">;
      requests.push({ at: Date.now(), ...body });
      const outcome = outcomes.get(`${body.countryCode}${body.vatNumber}`) ?? "valid";
      const answer = () => {
        if (outcome === "timeout") return; // never answers: the client's timeout has to end it
        if (typeof outcome === "object" && "error" in outcome) {
          return send(outcome.error === "INVALID_INPUT" ? 400 : 500, {
            actionSucceed: false,
            errorWrappers: [{ error: outcome.error, message: `${outcome.error} (stand-in)` }],
          });
        }
        const hasRequester = Boolean(body.requesterMemberStateCode && body.requesterNumber);
        const valid = outcome === "valid";
        if (hasRequester) consultations += 1;
        send(200, {
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          requestDate: new Date().toISOString(),
          valid,
          requestIdentifier: hasRequester ? `WAPIAAAAZ${String(consultations).padStart(6, "0")}` : "",
          name: valid ? `Registered ${body.countryCode}${body.vatNumber} GmbH` : "---",
          address: valid ? "Hauptstraße 1\n10115 Berlin" : "---",
          traderName: "---",
          traderStreet: "---",
          traderPostalCode: "---",
          traderCity: "---",
          traderCompanyType: "---",
          traderNameMatch: "NOT_PROCESSED",
          ...(typeof outcome === "object" && "userError" in outcome ? { valid: false, userError: outcome.userError } : {}),
        });
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (number, outcome) => outcomes.set(number, outcome),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
