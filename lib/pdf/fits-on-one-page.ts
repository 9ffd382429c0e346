/** The parts of react-pdf's layout tree (4.9) read here; anything else is ignored. */
type LayoutBox = { top?: number; height?: number; marginBottom?: number; paddingBottom?: number };
// Yoga computes in 32-bit floats (A4's 841.89 pt comes back as 841.8900146…); the paginator
// allows 0.001 pt before it splits a box.
const PAGE_TOLERANCE = 0.01;
const SPLIT_TOLERANCE = 0.001;

type LayoutNode = {
  box?: LayoutBox;
  style?: { height?: number; paddingBottom?: number };
  props?: Record<string, unknown>;
  children?: LayoutNode[];
};

/**
 * Whether a document laid out with one non-wrapping page (sections/invoice-page.tsx) fits on it:
 * the page is no taller than the paper, and every flowing (not `fixed`) child ends above the
 * bottom padding, with no forced break — where react-pdf's paginator would keep it whole on the
 * first page. Read from the layout react-pdf hands the document's `onRender`; anything unexpected
 * (another react-pdf, no layout) answers false, and the caller renders again with pages that wrap:
 * slower, never wrong.
 */
export function fitsOnOnePage(layout: unknown): boolean {
  const pages = (layout as LayoutNode | undefined)?.children;
  if (!Array.isArray(pages) || pages.length !== 1) return false;
  const [page] = pages as [LayoutNode];
  const paperHeight = page.style?.height;
  const pageHeight = page.box?.height;
  if (typeof paperHeight !== "number" || typeof pageHeight !== "number" || pageHeight > paperHeight + PAGE_TOLERANCE) return false;
  const bottom = paperHeight - (page.box?.paddingBottom ?? page.style?.paddingBottom ?? 0);
  return (page.children ?? []).every((child) => {
    if (child.props?.fixed === true) return true;
    if (child.props?.break) return false;
    const { top, height, marginBottom = 0 } = child.box ?? {};
    return typeof top === "number" && typeof height === "number" && top + height + marginBottom <= bottom + SPLIT_TOLERANCE;
  });
}
