/*
 * next/image props for the picture that is a page's largest contentful paint (docs/decisions/15-framework-ratios.md §5): the category banner,
 * a partner's first photo, a product's photo, the first cards of the product list.
 */

/**
 * Spread on the `ServerImage` (components/ui/server-image.tsx) that is the page's LCP: `<link rel="preload"
 * fetchpriority="high">` in the head (with the image's srcset and sizes) and `fetchpriority="high"` on the `<img>`, so
 * the browser asks for it before the scripts. Next 16's `priority` (deprecated) only preloads at the default image
 * priority, without the hint. `decoding="sync"` instead of next/image's `async`, which lets the browser present frames
 * without the photo while it decodes; for this picture the first frame that shows it is the metric. No gain was
 * measurable beyond the spread of three throttled loads (docs/performance.md, "Photo pages at their limit").
 */
export const LCP_IMAGE = { preload: true, fetchPriority: 'high', decoding: 'sync' } as const;
