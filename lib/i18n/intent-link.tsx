'use client';

import { createNavigation } from 'next-intl/navigation';
import { useState, type ComponentProps } from 'react';
import { routing } from './routing';

const { Link: LocaleLink } = createNavigation(routing);

/**
 * next-intl's `Link` that prefetches its page only once the guest shows intent: the pointer enters it, a finger
 * touches it, or it gets the keyboard focus (Next's documented hover-triggered prefetch). Next's default prefetches
 * every link as it scrolls into view, which on a phone downloads other pages' data and scripts over the same slow
 * link while the page itself is loading (docs/performance.md, "What loads at idle"). `prefetch={false}` still
 * turns prefetching off altogether.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <LocaleLink
      {...props}
      prefetch={wanted ? prefetch : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
