import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";

/**
 * Opens a public document by its token for this request's client address. An address over its
 * limit of wrong tokens gets null, the not-found page like any miss: a page can't answer 429, and
 * nothing here may tell a guesser more than "no" (the PDF routes answer 429).
 */
export async function openPublicDocument<T>(open: (token: string, address: string) => Promise<T>, token: string): Promise<T | null> {
  try {
    return await open(token, clientAddress({ headers: await headers() }));
  } catch (error) {
    if (isAppError(error, "rate_limited")) return null;
    throw error;
  }
}

/** A public document page's metadata besides its title. The proxy also sends X-Robots-Tag and Referrer-Policy on every /i/ and /q/ answer, 404s included. */
export const PUBLIC_DOCUMENT_METADATA = {
  robots: { index: false, follow: false },
  referrer: "no-referrer",
} as const satisfies Metadata;
