/**
 * Holds a page's first paint until the element with this `id` has been parsed: HTML's render-blocking hint
 * `<link rel="expect" href="#id" blocking="render">`, which React places in the head. Without it, on a slow phone the
 * browser paints the header alone and the page's largest text a frame later, and that later frame is the largest
 * contentful paint; with it, both come in the first frame (docs/performance.md, "The first paint waits for the
 * largest text"). Give it the page's largest text above the fold, early in the document. Only the first load is held
 * (a browser ignores it once the page has painted, and one without the hint ignores it); if the element never
 * comes, the hold ends when the document is parsed.
 */
export function FirstPaintWith({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
