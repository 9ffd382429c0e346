"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { saveFile } from "@/lib/api-client/save-file";

export type ArchiveProgress = { invoices: number; done: number; bytes: number };

/** A PDF entry's name in a zip local header: invoices/<number>.pdf and credit-notes/<number>.pdf (lib/records/archive). */
const PDF_ENTRY = /(?:invoices|credit-notes)\/[^\u0000/]{1,200}?\.pdf/g;

/**
 * Downloads GET /api/exports/archive while it streams and tells how far it got: the server says how
 * many invoices are coming (X-Archive-Invoices) and names each PDF in the zip as it writes it, so
 * counting those names gives the share done. A bad range or a failure is a toast with the server's words.
 */
export function useArchiveDownload() {
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);

  const download = async (range: { from: string; to: string }) => {
    const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== "")).toString();
    setProgress({ invoices: 0, done: 0, bytes: 0 });
    try {
      const response = await apiRequest("GET", `/api/exports/archive${query ? `?${query}` : ""}`);
      const invoices =
        Number(response.headers.get("x-archive-invoices") ?? 0) + Number(response.headers.get("x-archive-credit-notes") ?? 0);
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "invoiceflow-archive.zip";
      const parts: Uint8Array[] = [];
      let done = 0;
      let bytes = 0;
      // Latin-1 keeps one character per byte; a name split across two chunks is counted by the tail kept.
      const decoder = new TextDecoder("latin1");
      let tail = "";
      const reader = response.body?.getReader();
      while (reader) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        parts.push(value);
        bytes += value.byteLength;
        const text = tail + decoder.decode(value);
        done += [...text.matchAll(PDF_ENTRY)].filter((match) => (match.index ?? 0) + match[0].length > tail.length).length;
        tail = text.slice(-220);
        setProgress({ invoices, done: Math.min(done, invoices), bytes });
      }
      saveFile(new Blob(parts as BlobPart[], { type: "application/zip" }), name);
      toast.success("Archive downloaded", {
        description: `${invoices} document${invoices === 1 ? "" : "s"} with their PDFs, e-invoices and history.`,
      });
    } catch (error) {
      toast.error("The archive could not be made", { description: errorMessage(error, "Please try again.") });
    } finally {
      setProgress(null);
    }
  };

  return { download, progress, isDownloading: progress !== null };
}
