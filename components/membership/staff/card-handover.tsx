'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { handOverCardAction } from '@/lib/membership/cards/staff-handover-actions';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/**
 * The front desk's hand-over of a card (docs/membership.md "A card guests can always get"): show its QR code for the
 * guest's phone, copy its link, or share it on WhatsApp. One form, a button per way; each is logged by the action.
 * Without JavaScript the QR code and the link come back on the page, and WhatsApp opens by redirect.
 */
export function CardHandover({ id }: { id: string }) {
  const t = useTranslations('BackofficeMembers.handover');
  const [state, action, pending, keep] = useActionForm(handOverCardAction);
  const [copied, setCopied] = useState<boolean | null>(null);
  const handover = state.status === 'done' ? state.data : undefined;
  useEffect(() => {
    if (handover?.channel !== 'link') return;
    navigator.clipboard?.writeText(handover.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }, [handover]);
  return (
    <div className="flex flex-col gap-3">
      <form action={action} onSubmit={keep} className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={id} />
        {(['qr', 'link', 'whatsapp'] as const).map((channel) => (
          <button
            key={channel}
            type="submit"
            name="channel"
            value={channel}
            className={secondaryButtonClass}
            disabled={pending}
          >
            {t(channel)}
          </button>
        ))}
      </form>
      <FormOutcome state={state.status === 'refused' ? state : { status: 'idle' }} />
      {handover?.qr && (
        <figure className="flex flex-col items-center gap-2 self-start rounded-lg border border-slate-200 bg-white p-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the server */}
          <img src={handover.qr} alt={t('qrAlt')} width={280} height={280} className="h-auto w-full max-w-[280px]" />
          <figcaption className="text-center text-sm text-slate-700">{t('qrCaption')}</figcaption>
        </figure>
      )}
      {handover?.channel === 'link' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`handover-link-${id}`} className="text-sm font-medium">
            {t('linkLabel')}
          </label>
          <input
            id={`handover-link-${id}`}
            readOnly
            value={handover.link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 text-sm"
          />
          {copied !== null && (
            <p role="status" className="text-sm text-green-800">
              {t(copied ? 'copied' : 'copyByHand')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
