/**
 * react-pdf asks its font store for a font once per family of the stack for every box and text of
 * a document, twice (nine families × a few hundred boxes): each time it resolves the family and
 * weight again (CSS weight matching over the sources) and awaits an async `load`. Once the fonts
 * are registered and loaded (fonts.ts), the answer to a given family, style and weight never
 * changes, so it is remembered, and a loaded font answers one settled promise. Measured in a
 * profile of warm renders: the asset step was 6 % of a render (issue #30).
 */
type FontSourceLike = { data?: unknown; load(): Promise<unknown> };
type Descriptor = { fontFamily: string; fontStyle?: string; fontWeight?: number | string };
export type FontStoreLike = { getFont(descriptor: Descriptor): FontSourceLike | null; load(descriptor: Descriptor): Promise<void> };

const REMEMBERING = Symbol.for("invoiceflow.fontLookups");
const LOADED = Promise.resolve();

/**
 * `aliases` answers one family with another: react-pdf puts its built-in Helvetica at the end of
 * every font stack and uses it for an empty text and a character no font has, and Helvetica is
 * not embedded, which PDF/A-3 (the Factur-X PDF) forbids (issue #26 finding 5). fonts.ts answers
 * "Helvetica" with the embedded Inter, so every font of every PDF is embedded, whatever the text.
 */
export function rememberFontLookups(store: FontStoreLike, aliases: Readonly<Record<string, string>> = {}): void {
  const marked = store as FontStoreLike & { [REMEMBERING]?: true };
  if (marked[REMEMBERING]) return;
  marked[REMEMBERING] = true;
  const resolve = store.getFont.bind(store);
  const fonts = new Map<string, FontSourceLike | null>();
  store.getFont = (asked) => {
    const descriptor = aliases[asked.fontFamily] ? { ...asked, fontFamily: aliases[asked.fontFamily] as string } : asked;
    const key = `${descriptor.fontFamily}\u0000${descriptor.fontStyle ?? ""}\u0000${descriptor.fontWeight ?? ""}`;
    let font = fonts.get(key);
    if (font === undefined) {
      font = resolve(descriptor); // throws for a family never registered, as before, and is not remembered
      fonts.set(key, font);
    }
    return font;
  };
  store.load = (descriptor) => {
    const font = store.getFont(descriptor);
    return !font || font.data ? LOADED : font.load().then(() => undefined);
  };
}
