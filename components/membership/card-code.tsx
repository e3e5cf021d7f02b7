'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { cardPhase, type CardPhase } from '@/lib/membership/cards/card-phase';
import type { CardSecrets } from '@/lib/membership/cards/card-drawing';
import { keepOffline } from './offline-pages';

// The code and QR libraries (about 20 kB) load after the first paint, which shows the server's code of that moment;
// they are kept for offline use with the page.
const loadDrawing = () => import('@/lib/membership/cards/card-drawing');

/**
 * The card's QR code and its rotating 6-digit code (docs/membership.md "The card"): rendered on the server with the
 * code of that moment, then recomputed in the browser every 30 s from the card's secrets, offline too. The QR code
 * holds the signed credential and the proof signed with the card's key; the digits are the fallback a partner types. Before the stay it shows
 * "Valid from" and no code, after it that the card has expired (cardPhase, on the phone's clock, offline too);
 * `children` (the card number, the Wallet button, the counter hint) show only while the card is valid.
 */
export function CardCode({
  secrets,
  initial,
  step: stepSeconds,
  validity,
  phase: serverPhase,
  validFromText,
  children,
}: {
  /** The credential, the code's secret and the proof key (lib/membership/queries.ts getCardPage). */
  secrets: CardSecrets;
  initial: { code: string; qr: string };
  /** The code's step, seconds (CODE_STEP_SECONDS). */
  step: number;
  /** The card's first and last instants, ISO (cardValidity). */
  validity: { validFrom: string; validUntil: string };
  /** The phase the server rendered. */
  phase: CardPhase;
  /** The arrival day, written in the page's language. */
  validFromText: string;
  children?: ReactNode;
}) {
  const t = useTranslations('MemberCard');
  const [shown, setShown] = useState(initial);
  const [phase, setPhase] = useState(serverPhase);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setPhase(cardPhase(validity, new Date()));
    update();
    const timer = setInterval(update, 1000);
    return () => clearInterval(timer);
  }, [validity]);
  useEffect(() => {
    if (phase !== 'valid') return;
    const drawing = loadDrawing();
    void drawing.then(keepOffline);
    let step = -1;
    let alive = true;
    const tick = async () => {
      const now = Date.now();
      setSecondsLeft(stepSeconds - (Math.floor(now / 1000) % stepSeconds));
      const current = Math.floor(now / 1000 / stepSeconds);
      if (current === step) return;
      step = current;
      const drawn = await (await drawing).drawCard(secrets, new Date(now));
      if (alive) setShown(drawn);
    };
    void tick();
    const timer = setInterval(() => void tick(), 1000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [secrets, stepSeconds, phase]);
  if (phase === 'upcoming')
    return (
      <div role="status" className="rounded bg-slate-100 p-3 text-slate-900">
        <p className="font-semibold">{t('validFrom', { date: validFromText })}</p>
        <p className="text-sm">{t('notYetUsable')}</p>
      </div>
    );
  if (phase === 'expired')
    return (
      <p role="alert" className="rounded bg-amber-50 p-3 font-medium text-amber-900">
        {t('expired')}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here, nothing to optimize */}
      <img
        src={shown.qr}
        alt={t('qrAlt')}
        width={280}
        height={280}
        className="h-auto w-full max-w-[280px] bg-white"
        data-testid="card-qr"
      />
      <p className="text-sm text-slate-700">{t('codeLabel')}</p>
      <p className="font-mono text-3xl font-bold tracking-[0.3em] tabular-nums" data-testid="card-code">
        {shown.code}
      </p>
      {secondsLeft !== null && <p className="text-xs text-slate-600">{t('changesIn', { seconds: secondsLeft })}</p>}
      {children}
    </div>
  );
}
