/**
 * Hands a fetched file to the browser under `filename`, through an object URL and a temporary
 * <a download>. The URL is revoked a moment later, not at once: some browsers start reading the
 * blob only after click() has returned.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
