'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/backoffice/action-result';
import { useLogout } from './use-logout';

/**
 * Runs a staff action from a control: keeps a busy flag and the error, refreshes the page's server data on
 * success, and sends the staff member to the login page when the session is gone.
 */
export function useStaffAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const logout = useLogout();

  function run<T>(action: () => Promise<ActionResult<T>>, onSuccess?: (data: T) => void) {
    setError(null);
    startTransition(async () => {
      const result = await action().catch(() => ({ ok: false as const, error: 'Something went wrong. Please try again.' }));
      if (result.ok) {
        onSuccess?.(result.data);
        router.refresh();
      } else if (result.error === 'Unauthorized') {
        void logout(true);
      } else {
        setError(result.error);
      }
    });
  }
  return { run, pending, error };
}
