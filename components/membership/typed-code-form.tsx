'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TypedCodeRefusal } from '@/lib/membership/cards/typed-code';

/**
 * The fallback where neither camera nor photo works: the card number and the 6-digit code the guest's card shows,
 * checked by the server (it needs a connection). A right code gives `onText` what the card's QR code holds now.
 */
export function TypedCodeForm({
  onText,
  onRefused,
}: {
  onText: (text: string) => void;
  onRefused: (reason: TypedCodeRefusal) => void;
}) {
  const t = useTranslations('PartnerCounter');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setProblem(null);
        setPending(true);
        try {
          const response = await fetch('/api/partner/typed-code', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ cardNumber: form.get('cardNumber'), code: form.get('code') }),
          });
          if (!response.ok) throw new Error(String(response.status));
          const answer = (await response.json()) as { qr: string } | { reason: TypedCodeRefusal | 'rate-limited' };
          if ('qr' in answer) onText(answer.qr);
          else if (answer.reason === 'rate-limited') setProblem(t('typedRateLimited'));
          else onRefused(answer.reason);
        } catch {
          setProblem(t('typedNeedsNetwork'));
        } finally {
          setPending(false);
        }
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('cardNumber')}
        <input
          name="cardNumber"
          required
          autoComplete="off"
          placeholder="3F1C-2A4E"
          className="w-32 rounded border border-slate-300 bg-white px-3 py-2 font-mono text-base uppercase"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('code')}
        <input
          name="code"
          required
          inputMode="numeric"
          pattern="\d{6}"
          autoComplete="off"
          className="w-28 rounded border border-slate-300 bg-white px-3 py-2 font-mono text-base"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-slate-300 bg-white px-4 py-2 font-medium"
      >
        {t('checkTyped')}
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
