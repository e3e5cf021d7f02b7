'use client';

import type { JWK } from 'jose';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { calendarDay, DATE_TIME, DAY, useLocaleFormatter } from '@/lib/i18n/format';
import { checkCardQr, type CardCheck } from '@/lib/membership/cards/credential';
import { READ_WINDOW_MS } from '@/lib/membership/cards/card-code';
import { brokenOfferRules } from '@/lib/partner-record/offer-rules';
import { offerRuleSentences, ruleBreakSentences } from '@/lib/membership/partners/offer-words';
import type { MemberOffer } from '@/lib/membership/partners/offers';
import { lisbonToday } from '@/lib/time';
import { QrScanner } from './qr-scanner';
import { TypedCodeForm } from './typed-code-form';
import type { TypedCodeRefusal } from '@/lib/membership/cards/typed-code';
import { useRedemptionQueue, type QueuedRedemption } from './use-redemption-queue';

type CounterData = {
  userId: number;
  partnerName: string;
  offer: MemberOffer | null;
  publicKey: JWK;
  revoked: string[];
  recent: { cardId: string; redeemedAt: string }[];
};

/**
 * The partner's counter on a phone (docs/membership.md "Partners verify and redeem"): reads a card's QR code,
 * checks it on the device (signature, validity, rotating code, revoked cards, the offer's rules), and records
 * redemptions in the device's queue, sent when online. Works offline once opened.
 */
export function Counter({ data }: { data: CounterData }) {
  const t = useTranslations('PartnerCounter');
  const tOffers = useTranslations('MemberOffers');
  const format = useLocaleFormatter();
  const { entries, online, add } = useRedemptionQueue(data.userId);
  // Each accepted scan gets its redemption key at once: a second tap on Redeem cannot record it twice. `readAt` is
  // when the card was read: the server checks the card's code at that moment, and Redeem must follow within 15 min.
  const [scan, setScan] = useState<{
    text: string;
    check: CardCheck | { ok: false; reason: TypedCodeRefusal };
    key: string;
    readAt: string;
  } | null>(null);
  const [readAgain, setReadAgain] = useState(false);
  // The last redemption recorded on this phone, confirmed until the next card is read.
  const [recorded, setRecorded] = useState<{ firstName: string; partySize: number } | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [partySize, setPartySize] = useState('');
  const [bill, setBill] = useState('');

  const onText = useCallback(
    async (text: string) => {
      let check = await checkCardQr(text, { publicKey: data.publicKey });
      if (check.ok && data.revoked.includes(check.card.cardId)) check = { ok: false, reason: 'revoked' };
      setRecorded(null);
      setScan({ text, check, key: crypto.randomUUID(), readAt: new Date().toISOString() });
      setReadAgain(false);
      if (check.ok) setPartySize(String(check.card.partySize));
      setBill('');
    },
    [data.publicKey, data.revoked],
  );

  // Stable, so the camera is not restarted when the page re-renders.
  const scanned = useCallback((text: string) => void onText(text), [onText]);
  const clear = useCallback(() => {
    setScan(null);
    setRecorded(null);
  }, []);
  const card = scan?.check.ok ? scan.check.card : null;
  const earlier = card
    ? [
        ...data.recent.filter((row) => row.cardId === card.cardId).map((row) => row.redeemedAt),
        ...entries
          .filter((entry) => entry.cardId === card.cardId && entry.status !== 'refused')
          .filter((entry) => !data.recent.some((row) => row.redeemedAt === entry.redeemedAt))
          .map((entry) => entry.redeemedAt),
      ].map((instant) => lisbonToday(new Date(instant)))
    : [];
  const party = Number(partySize);
  const broken =
    card && data.offer
      ? brokenOfferRules(data.offer.rules, {
          date: lisbonToday(),
          arrival: card.arrival,
          departure: card.departure,
          partySize: Number.isInteger(party) && party > 0 ? party : card.partySize,
          earlier,
          wallet: card.source === 'wallet',
          owner: card.owner,
        })
      : [];
  const billCents = bill.trim() === '' ? null : Math.round(Number(bill.replace(',', '.')) * 100);
  // At most 100,000 euros, as the server takes.
  const billValid = billCents === null || (Number.isFinite(billCents) && billCents >= 0 && billCents <= 10_000_000);
  const partyValid = Number.isInteger(party) && party >= 1 && party <= (card?.partySize ?? 50);

  const redeem = async () => {
    if (!card || !scan || broken.length || !billValid || !partyValid || redeeming) return;
    const now = new Date();
    if (now.getTime() - new Date(scan.readAt).getTime() > READ_WINDOW_MS) {
      // The server would refuse it ("read-window"): the card is read again instead, with a fresh code.
      setScan(null);
      setReadAgain(true);
      return;
    }
    setRedeeming(true);
    await add({
      key: scan.key,
      qr: scan.text,
      cardId: card.cardId,
      firstName: card.firstName,
      partySize: party,
      billCents,
      readAt: scan.readAt,
      redeemedAt: now.toISOString(),
    });
    setScan(null);
    setRecorded({ firstName: card.firstName, partySize: party });
    setRedeeming(false);
  };

  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  return (
    <div className="flex flex-col gap-5">
      <p
        role="status"
        className={`self-start rounded px-2 py-1 text-sm font-medium ${online ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
      >
        {online ? t('online') : t('offline')} · {t('waiting', { count: waiting })}
      </p>
      {data.offer ? (
        <section aria-labelledby="offer-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="offer-title" className="font-semibold">
            {t('offerTitle')}
          </h2>
          {data.offer.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {offerRuleSentences(data.offer.rules, tOffers as never, format).map((sentence) => (
            <p key={sentence} className="text-sm text-slate-600">
              {sentence}
            </p>
          ))}
        </section>
      ) : (
        <p className="text-slate-700">{t('noOffer')}</p>
      )}
      <QrScanner onText={scanned} onNoCode={clear} />
      <details className="rounded border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer font-medium">{t('typeInstead')}</summary>
        <div className="mt-3">
          <TypedCodeForm
            onText={scanned}
            onRefused={(reason) => {
              setRecorded(null);
              setScan({ text: '', check: { ok: false, reason }, key: '', readAt: '' });
            }}
          />
        </div>
      </details>
      <div role="status" aria-live="polite">
        {recorded && (
          <p className="rounded-lg border-2 border-green-600 bg-green-50 p-4 text-lg font-bold text-green-900">
            {t('recorded', { name: recorded.firstName, count: recorded.partySize })}
          </p>
        )}
      </div>
      {readAgain && (
        <p role="alert" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-medium text-amber-900">
          {t('readAgain')}
        </p>
      )}
      {scan && !scan.check.ok && (
        <div role="alert" className="rounded-lg border-2 border-red-600 bg-red-50 p-4">
          <p className="text-lg font-bold text-red-900">{t('invalid')}</p>
          <p className="text-red-900">{t(`reasons.${scan.check.reason}`)}</p>
        </div>
      )}
      {card && (
        <div className="flex flex-col gap-3 rounded-lg border-2 border-green-600 bg-green-50 p-4">
          <p role="status" className="text-lg font-bold text-green-900">
            {t('valid')}
          </p>
          <p className="text-xl font-semibold">{t('guest', { name: card.firstName, count: card.partySize })}</p>
          <p>{t(card.owner ? 'ownerUntil' : 'until', { date: format.dateTime(calendarDay(card.departure), DAY) })}</p>
          {card.source === 'wallet' && <p className="text-sm text-slate-700">{t('walletPass')}</p>}
          {broken.length > 0 ? (
            <div className="rounded bg-amber-50 p-3 text-amber-900">
              <p className="font-medium">{t('offerRefused')}</p>
              {ruleBreakSentences(broken, tOffers as never).map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
            </div>
          ) : (
            data.offer && <p className="font-medium text-green-900">{t('offerApplies')}</p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('partySize')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={card.partySize}
                value={partySize}
                onChange={(event) => setPartySize(event.target.value)}
                aria-invalid={partyValid ? undefined : true}
                className="rounded border border-slate-300 bg-white px-3 py-2 text-base"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('bill')}
              <input
                type="text"
                inputMode="decimal"
                value={bill}
                onChange={(event) => setBill(event.target.value)}
                aria-invalid={billValid ? undefined : true}
                aria-describedby={billValid ? undefined : 'bill-error'}
                className="rounded border border-slate-300 bg-white px-3 py-2 text-base"
              />
              {!billValid && (
                <span id="bill-error" className="font-normal text-red-700">
                  {t('billInvalid')}
                </span>
              )}
            </label>
          </div>
          <button
            type="button"
            onClick={() => void redeem()}
            disabled={broken.length > 0 || !billValid || !partyValid || !data.offer || redeeming}
            className="rounded bg-green-700 px-4 py-3 text-lg font-semibold text-white disabled:opacity-50"
          >
            {t('redeem')}
          </button>
          {(!billValid || !partyValid) && broken.length === 0 && <p className="text-sm">{t('redeemBlocked')}</p>}
        </div>
      )}
      <History entries={entries} />
    </div>
  );
}

/** The redemptions on this device, newest first, with whether each is sent, waiting or refused. */
function History({ entries }: { entries: QueuedRedemption[] }) {
  const t = useTranslations('PartnerCounter');
  const tOffers = useTranslations('MemberOffers');
  const format = useLocaleFormatter();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-2">
      <h2 id="history-title" className="font-semibold">
        {t('history')}
      </h2>
      <ul className="flex flex-col gap-2" data-testid="redemption-history">
        {entries.map((entry) => (
          <li key={entry.key} className="rounded border border-slate-200 bg-white p-3 text-sm">
            <span className="font-medium">{t('guest', { name: entry.firstName, count: entry.partySize })}</span> ·{' '}
            {format.dateTime(new Date(entry.redeemedAt), DATE_TIME)} ·{' '}
            <span data-status={entry.status}>{t(`status.${entry.status}`)}</span>
            {entry.outcome && (
              <span className="block text-red-800">
                {entry.outcome.card
                  ? t(`reasons.${entry.outcome.card}`)
                  : ruleBreakSentences(entry.outcome.rules ?? [], tOffers as never).join(' ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
