import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/** Brand logo; LOGO_URL may point at a CDN copy, the bundled file is the fallback. `className` sizes it. */
export function Logo({ className = 'h-10 w-[148px]' }: { className?: string }) {
  return (
    <ImageWithFallback
      src={process.env.NEXT_PUBLIC_LOGO_URL ?? '/brand/logo.svg'}
      fallbackSrc="/brand/logo.png"
      alt=""
      width={148}
      height={40}
      className={className}
    />
  );
}
