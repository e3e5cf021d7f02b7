'use client';

import { useTranslations } from 'next-intl';
import { setInboxStatusAction } from '@/lib/shop/staff-actions';
import type { InboxKind } from '@/lib/inbox/inbox';
import { secondaryButtonClass } from './field';
import { useStaffAction } from './use-staff-action';

/** Marks an inbox message handled, or new again. */
export function InboxStatusButton({ kind, id, status, from }: { kind: InboxKind; id: number; status: 'new' | 'handled'; from: string }) {
  const t = useTranslations('BackofficeInbox');
  const { run, pending, error } = useStaffAction();
  const next = status === 'new' ? 'handled' : 'new';
  const label = status === 'new' ? t('markHandled') : t('markNew');
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={pending} aria-label={t('markLabel', { action: label, name: from })} onClick={() => run(() => setInboxStatusAction({ kind, id, status: next }))}>
        {pending ? t('saving') : label}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
