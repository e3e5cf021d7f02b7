/**
 * Holds a page's first frame until the parser has reached the element with this `id`: HTML's render-blocking hint
 * `<link rel="expect" href="#id" blocking="render">`, which React places in the head. Everything the document holds
 * before that element is in the first frame. Chromium lifts the hold when the element is inserted (its start tag),
 * not once its content is parsed, so name the element that follows what must be drawn: home and the product list
 * name the element after their title and intro, their largest text on a phone. Without it, on a slow phone the
 * browser draws the header alone and the largest text a frame later, and that later frame is the largest contentful
 * paint (docs/performance.md, "The first frame waits for the largest text"). Only the first load is held (a browser
 * ignores it once the page has painted, and one without the hint ignores it); if the element never comes, the hold
 * ends when the document is parsed.
 */
export function FirstPaintAfter({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
