'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { setPartnershipStatusAction } from '@/lib/directory/staff-settings-actions';
import { createPartnerFromRequestAction } from '@/lib/directory/staff-partner-actions';
import { partnershipStatuses } from '@/lib/directory/partner-schemas';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { useActionForm } from '@/components/ui/action-form';

/**
 * A partnership request's status (new, contacted, accepted, declined) and "Create partner from this request", or a
 * link to the partner made from it (docs/decisions/12-staff-run-directory.md §5). Both are forms, so they work without JavaScript.
 */
export function PartnershipRequestControls({
  id,
  business,
  status,
  partnerId,
}: {
  id: number;
  business: string;
  status: string;
  partnerId: number | null;
}) {
  const t = useTranslations('BackofficePartners');
  const [state, action, pending] = useActionForm(setPartnershipStatusAction);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        action={action}
        className="flex items-center gap-2"
        aria-label={t('requestStatusLabel', { name: business })}
      >
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`partnership-status-${id}`} className="text-sm">
          {t('requestStatus')}
        </label>
        <select
          id={`partnership-status-${id}`}
          name="status"
          defaultValue={status}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          {partnershipStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`requestStatuses.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass} disabled={pending}>
          {t('saveStatus')}
        </button>
      </form>
      {partnerId ? (
        <Link href={`/backoffice/partners/${partnerId}`} className="text-sm text-brand-700 underline">
          {t('openPartner')}
        </Link>
      ) : (
        <form action={createPartnerFromRequestAction}>
          <input type="hidden" name="requestId" value={id} />
          <button type="submit" className={secondaryButtonClass}>
            {t('createFromRequest')}
          </button>
        </form>
      )}
      <span aria-live="polite" className="text-sm">
        {state.status === 'done' && (
          <span role="status" className="text-green-900">
            {state.message}
          </span>
        )}
        {state.status === 'refused' && (
          <span role="alert" className="text-red-800">
            {state.error}
          </span>
        )}
      </span>
    </div>
  );
}
