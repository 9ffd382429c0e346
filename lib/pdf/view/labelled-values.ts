/** A printed label and its value ("VAT number", "SE556677889901"). */
export interface LabelledValue {
  label: string;
  value: string;
}

/** A stored optional text that has something to print. */
export const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The rows whose value is present, trimmed: an empty field prints nothing, not an empty label. */
export function labelledValues(rows: [string, string | null | undefined][]): LabelledValue[] {
  return rows.filter((row): row is [string, string] => present(row[1])).map(([label, value]) => ({ label, value: value.trim() }));
}
