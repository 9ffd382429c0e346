"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { saveFile } from "@/lib/api-client/save-file";

/** The file name a download answers with (Content-Disposition), else the fallback. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

/**
 * Downloads an export through fetch, so a refusal (no exchange rate yet, a bad period) is a toast
 * with the server's words instead of a page of JSON. `pending` is the URL being fetched.
 */
export function useDownloadFile() {
  const [pending, setPending] = useState<string | null>(null);
  const download = async (url: string, fallbackName: string) => {
    setPending(url);
    try {
      const response = await apiRequest("GET", url);
      saveFile(await response.blob(), filenameOf(response, fallbackName));
    } catch (error) {
      toast.error("The file could not be made", { description: errorMessage(error, "Please try again.") });
    } finally {
      setPending(null);
    }
  };
  return { download, pending };
}
