/**
 * A document's file name in the archive: its number where that is a safe name (INV-1001), else the
 * number with every other character as "_" and the end of its id, so two numbers that differ only in
 * such characters ("A/1", "A 1") never share a name. The CSV files name the same files.
 *
 * @example
 * archiveBaseName({ number: "INV-1001", id: "c123" }) // "INV-1001"
 * archiveBaseName({ number: "2026/7", id: "clx9abcdef" }) // "2026_7-abcdef"
 */
export function archiveBaseName({ number, id }: { number: string; id: string }): string {
  const safe = number.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "_");
  return safe === number && safe !== "" ? safe : `${safe}-${id.slice(-6)}`;
}

/** The archive's download name: the range, or "all". */
export function archiveFilename(range: { from: string | null; to: string | null }): string {
  if (range.from === null && range.to === null) return "invoiceflow-archive-all.zip";
  return `invoiceflow-archive-${range.from ?? "start"}-to-${range.to ?? "today"}.zip`;
}
