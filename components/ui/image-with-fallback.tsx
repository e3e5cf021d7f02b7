'use client';

import { useState, type ComponentProps } from 'react';

type Props = ComponentProps<'img'> & { src: string; fallbackSrc: string };

/** An <img> that swaps to a local copy when the first source fails (SPEC §2: logo and flag images). */
export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: Props) {
  const [current, setCurrent] = useState(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny SVG brand assets; next/image adds nothing here
    <img {...rest} src={current} alt={alt} onError={() => current !== fallbackSrc && setCurrent(fallbackSrc)} />
  );
}
