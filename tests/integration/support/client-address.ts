import { SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_TOKEN_ENV } from "@/lib/http/client-address";

// What scripts/start.mjs does for every request: the socket's address under a token of the process.
process.env[SOCKET_ADDRESS_TOKEN_ENV] ??= "test-socket-token";

/** Headers of a request that arrived from `address`, as `npm start` hands it to the app. */
export function fromAddress(address: string, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, [SOCKET_ADDRESS_HEADER]: `${process.env[SOCKET_ADDRESS_TOKEN_ENV]} ${address}` };
}
