/** The file without what differs from one second to the next: dates and the ID derived from them. */
export function timeless(pdf: Buffer): string {
  return pdf
    .toString("latin1")
    .replace(/\(D:\d{14}[^)]*\)/g, "(D:)")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, "/ID []")
    .replace(/<(xmp:CreateDate|xmp:ModifyDate|xmp:MetadataDate)>[^<]*</g, "<$1><");
}

/** Where two files part, with some context, instead of jest printing 30 KB twice. */
export function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let index = 0;
  while (a[index] === b[index]) index += 1;
  return `at byte ${index} of ${a.length}/${b.length}: ${JSON.stringify(a.slice(index - 40, index + 40))} vs ${JSON.stringify(b.slice(index - 40, index + 40))}`;
}
