'use client';

import { useLinkStatus } from 'next/link';

/**
 * Shown inside a link while the page it opens is on its way (slow holiday Wi-Fi): a small spinner after a short
 * delay, so fast navigations do not flicker, and a status for screen readers. Must be rendered inside a Link.
 * Pages are cached and carry no loading skeleton of their own, which would delay their first paint.
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-1 inline-flex align-middle opacity-0 [animation:appear_0s_150ms_forwards]">
      <span
        aria-hidden="true"
        className="h-3 w-3 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
