'use client';

import type { ComponentProps } from 'react';

type Props = ComponentProps<'img'> & { src: string; fallbackSrc: string };

function showFallback(img: HTMLImageElement, fallbackSrc: string) {
  if (img.getAttribute('src') !== fallbackSrc) img.src = fallbackSrc;
}

/**
 * An <img> that swaps to a local copy when the first source fails (docs/spec.md §2: logo and flag images). The image may
 * fail before React hydrates and attaches onError, so the ref also checks an image that has already failed.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny brand assets; next/image adds nothing here
    <img
      {...rest}
      src={src}
      alt={alt}
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) showFallback(img, fallbackSrc);
      }}
      onError={(event) => showFallback(event.currentTarget, fallbackSrc)}
    />
  );
}
