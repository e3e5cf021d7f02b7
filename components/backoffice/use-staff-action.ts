'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';
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
  const t = useTranslations('BackofficeErrors');

  function run<T>(action: () => Promise<ActionResult<T>>, onSuccess?: (data: T) => void) {
    setError(null);
    startTransition(async () => {
      const result = await action().catch(() => ({ ok: false as const, error: t('unexpected'), unauthorized: undefined }));
      if (result.ok) {
        onSuccess?.(result.data);
        router.refresh();
      } else if (result.unauthorized) {
        void logout(true);
      } else {
        setError(result.error);
      }
    });
  }
  return { run, pending, error };
}
