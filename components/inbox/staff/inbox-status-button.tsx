'use client';

import { useTranslations } from 'next-intl';
import type { InboxKind } from '@/lib/inbox/inbox';
import { setInboxStatusAction } from '@/lib/inbox/staff-actions';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/** Marks an inbox message handled, or new again: a form posting the new status. */
export function InboxStatusButton({
  kind,
  id,
  status,
  from,
}: {
  kind: InboxKind;
  id: number;
  status: 'new' | 'handled';
  from: string;
}) {
  const t = useTranslations('BackofficeInbox');
  const [state, action, pending] = useActionForm(setInboxStatusAction);
  const next = status === 'new' ? 'handled' : 'new';
  const label = status === 'new' ? t('markHandled') : t('markNew');
  return (
    <form action={action}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={next} />
      <button
        type="submit"
        className={secondaryButtonClass}
        disabled={pending}
        aria-label={t('markLabel', { action: label, name: from })}
      >
        {pending ? t('saving') : label}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} />}
    </form>
  );
}
