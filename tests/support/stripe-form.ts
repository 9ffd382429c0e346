/**
 * Stripe's request bodies and query strings are form-encoded with bracketed paths:
 * `items[0][price]=price_x&expand[0]=latest_invoice.confirmation_secret&metadata[userId]=u1`
 * (and `expand[]=…`). This turns them back into the nested object stripe-node started from.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function segmentsOf(key: string): string[] {
  const head = key.split("[", 1)[0] as string;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string);
  return [head, ...rest];
}

function assign(target: Record<string, FormValue> | FormValue[], segments: string[], value: string): void {
  const [segment, ...rest] = segments as [string, ...string[]];
  const isArray = Array.isArray(target);
  const key = isArray && segment === "" ? target.length : segment;
  if (rest.length === 0) {
    (target as Record<string | number, FormValue>)[key] = value;
    return;
  }
  const container = target as Record<string | number, FormValue>;
  if (container[key] === undefined) container[key] = /^\d*$/.test(rest[0] as string) ? [] : {};
  assign(container[key] as Record<string, FormValue> | FormValue[], rest, value);
}

export function parseStripeForm(text: string): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) assign(result, segmentsOf(key), value);
  return result;
}

/** The `expand[]` list of a parsed body or query, always as an array of strings. */
export function expandList(form: Record<string, FormValue>): string[] {
  const expand = form.expand;
  if (expand === undefined) return [];
  if (typeof expand === "string") return [expand];
  return (Array.isArray(expand) ? expand : Object.values(expand)).filter((value): value is string => typeof value === "string");
}
