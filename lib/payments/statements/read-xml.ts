import { SaxesParser } from "saxes";
import { StatementError } from "./statement-credit";

/** An element of a statement: its local name (namespace prefixes dropped), attributes, text, children, line. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
  line: number;
};

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Reads an XML document into a tree with saxes, a conforming non-validating parser: any
 * well-formedness error becomes a StatementError naming its line and column. saxes expands no
 * entity a DTD declares (it refuses them as undefined), so neither an external entity (XXE) nor an
 * entity bomb can get in through an uploaded statement.
 */
export function readXml(text: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const root: XmlElement = { name: "", attributes: {}, text: "", children: [], line: 0 };
  const open: XmlElement[] = [root];
  parser.on("opentag", (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = String(value);
    const element: XmlElement = { name: localName(tag.name), attributes, text: "", children: [], line: parser.line };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on("text", (chunk) => {
    const current = open.at(-1);
    if (current && current !== root) current.text += chunk;
  });
  parser.on("cdata", (chunk) => {
    const current = open.at(-1);
    if (current && current !== root) current.text += chunk;
  });
  parser.on("closetag", () => {
    open.pop();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    const [, line, column, reason] = /^(\d+):(\d+): (.*)$/s.exec((error as Error).message) ?? [];
    const where = line ? `line ${line}, column ${column}` : "an unknown place";
    throw new StatementError(`The file is not well-formed XML: ${reason ?? (error as Error).message} (at ${where})`);
  }
  const [document] = root.children;
  if (!document) throw new StatementError("The file is not well-formed XML: it has no root element");
  return document;
}

/** The first child of that name, following a path of names: `child(entry, "BookgDt", "Dt")`. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

/** Every child of that name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}

/** The trimmed text at a path, or null when the element is missing or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | null {
  const text = child(element, ...path)?.text.trim();
  return text ? text : null;
}
