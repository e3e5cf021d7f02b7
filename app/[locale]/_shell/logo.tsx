import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/**
 * Brand logo; LOGO_URL may point at a CDN copy, the bundled file is the fallback. `className` sizes it. Asked for at
 * low priority, which also keeps React from preloading it in the head: on a photo page it then arrives after the
 * photo, and the browser's work on the SVG no longer delays the photo's paint (docs/performance.md, "Photo pages at
 * their limit").
 */
export function Logo({ className = 'h-10 w-[148px]' }: { className?: string }) {
  return (
    <ImageWithFallback
      src={process.env.NEXT_PUBLIC_LOGO_URL ?? '/brand/logo.svg'}
      fallbackSrc="/brand/logo.png"
      alt=""
      width={148}
      height={40}
      fetchPriority="low"
      className={className}
    />
  );
}
