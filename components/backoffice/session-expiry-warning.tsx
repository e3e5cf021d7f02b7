'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { extendSessionAction, sessionExpiryAction } from '@/lib/staff/auth/actions';
import { formatCountdown, SESSION_CHECK_MS, SESSION_WARNING_MS } from '@/lib/staff/auth/session-rules';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { useLogout } from './use-logout';

/**
 * docs/spec.md §4 Backoffice session: checks the session on load and every 30 s; with more than 0 and at most 5 minutes
 * left it warns with a countdown ticking each second; Extend renews, Logout or reaching 0 signs out; the warning
 * can be dismissed (until the session changes). An expired or unreadable session signs out at once.
 */
export function SessionExpiryWarning({ initialExpiresAt }: { initialExpiresAt: number }) {
  const [expiresAt, setExpiresAt] = useState(initialExpiresAt);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [extending, setExtending] = useState(false);
  const logout = useLogout();
  const t = useTranslations('BackofficeSession');

  useEffect(() => {
    let active = true;
    const check = async () => {
      // A check that fails (a network error, or a navigation that cancels it) is retried at the next interval: only
      // the server's answer that there is no session signs out (which also ends the session on the server).
      const session = await sessionExpiryAction().catch(() => undefined);
      if (!active || session === undefined) return;
      if (session) setExpiresAt(session.expiresAt);
      else void logout(true);
    };
    void check();
    const timer = setInterval(check, SESSION_CHECK_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [logout]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = expiresAt - now;
  useEffect(() => {
    if (remaining <= 0) void logout(true);
  }, [remaining, logout]);

  const open = remaining > 0 && remaining <= SESSION_WARNING_MS && dismissedAt !== expiresAt;

  async function extend() {
    setExtending(true);
    const session = await extendSessionAction().catch(() => null);
    setExtending(false);
    if (!session) return void logout(true);
    setExpiresAt(session.expiresAt);
    // Extended: this warning is done with, even if the clock says little time is left (clock skew).
    setDismissedAt(session.expiresAt);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && setDismissedAt(expiresAt)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-slate-700">
              <p role="timer" aria-live="off">
                {t('countdown', { time: formatCountdown(remaining) })}
              </p>
              <p className="mt-1">{t('hint')}</p>
            </div>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className={buttonClass} onClick={extend} disabled={extending}>
              {extending ? t('extending') : t('extend')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => logout()}>
              {t('logout')}
            </button>
            <Dialog.Close className={`${secondaryButtonClass} ml-auto`}>{t('dismiss')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
