'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** Re-renders a failed route from the server and resets its error boundary (Next's `reset`). */
export function RetryButton({ reset, label }: { reset: () => void; label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
      className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {label}
    </button>
  );
}
