'use client';

import { useCallback } from 'react';
import { logoutAction } from '@/lib/staff/auth/actions';

/** Signs out and goes to the login page; `expired` makes the login page say the session expired. */
export function useLogout() {
  return useCallback(async (expired = false) => {
    try {
      await logoutAction();
    } finally {
      // A full navigation drops every cached staff page from the client router.
      window.location.assign(expired ? '/backoffice/login?expired=1' : '/backoffice/login');
    }
  }, []);
}
