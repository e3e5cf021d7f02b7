// `npm run dev` only: next.config.ts points the layout's SiteStylesheet here, so that in development the public
// stylesheet goes through Next's own CSS pipeline and changes to classes reload at once. Production builds send
// the compiled stylesheet once (site-stylesheet.tsx; docs/performance.md, "The stylesheet once").
import '../site.css';

export function SiteStylesheet() {
  return null;
}
