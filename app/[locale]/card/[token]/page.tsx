import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CardCode } from '@/components/membership/card-code';
import { OfflinePage } from '@/components/membership/offline-pages';
import { calendarDay, DATE_TIME, DAY, formatterFor } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { CODE_STEP_SECONDS } from '@/lib/membership/cards/card-code';
import { drawCard } from '@/lib/membership/cards/card-drawing';
import { offerRuleSentences } from '@/lib/membership/partners/offer-words';
import { getCardPage } from '@/lib/membership/queries';
import { cardNumber } from '@/lib/membership/cards/card-number';
import { cardPhase } from '@/lib/membership/cards/card-phase';
import { firstName } from '@/lib/membership/cards/first-name';
import { walletPassEnabled } from '@/lib/membership/cards/wallet-pass';

type Props = PageProps<'/[locale]/card/[token]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'MemberCard' });
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    // Installable: added to the home screen, the card opens at its own link (./manifest/route.ts).
    manifest: `${prefix}/card/${encodeURIComponent(token)}/manifest`,
    icons: { apple: '/brand/app-icon-192.png' },
  };
}

/**
 * The guest's member card (docs/membership.md "The card") at its signed link: name, stay, party size, the QR code
 * with its rotating code, and the partners' offers with their rules in words. Revoked or expired cards say so and
 * show no code; before the stay the card says from which day it is valid, and shows no code either. "Add to Apple Wallet" only where the operator configured Wallet passes (docs/membership.md).
 */
export default async function CardPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { token } = await params;
  const page = await getCardPage(token, locale);
  if (!page) notFound();
  const [t, tOffers] = await Promise.all([getTranslations('MemberCard'), getTranslations('MemberOffers')]);
  const format = formatterFor(locale);
  const { card } = page;
  const now = new Date();
  const secrets =
    page.credential && page.codeSecret && page.proofKey
      ? { cardId: card.id, credential: page.credential, codeSecret: page.codeSecret, proofKey: page.proofKey }
      : null;
  const initial = secrets ? await drawCard(secrets, now) : null;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <section
        aria-labelledby="card-title"
        className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 shadow-sm"
      >
        <div>
          <p className="text-sm font-medium text-brand-800">{t('title')}</p>
          <h1 id="card-title" className="text-2xl font-bold break-words">
            {card.guestName}
          </h1>
          <p className="text-slate-700">
            {card.kind === 'owner'
              ? t('ownerUntil', { date: format.dateTime(calendarDay(card.departure), DAY) })
              : t('stay', {
                  from: format.dateTime(calendarDay(card.arrival), DAY),
                  to: format.dateTime(calendarDay(card.departure), DAY),
                })}
          </p>
          <p className="text-slate-700">{t('party', { count: card.partySize })}</p>
        </div>
        {card.revoked ? (
          <p role="alert" className="rounded bg-red-50 p-3 font-medium text-red-900">
            {t('revoked')}
          </p>
        ) : !initial ? (
          <p role="alert" className="rounded bg-amber-50 p-3 font-medium text-amber-900">
            {t(card.kind === 'owner' ? 'ownerExpired' : 'expired')}
          </p>
        ) : (
          <>
            <CardCode
              secrets={secrets!}
              initial={initial}
              step={CODE_STEP_SECONDS}
              validity={{ validFrom: page.validFrom, validUntil: page.validUntil }}
              phase={cardPhase(page, now)}
              validFromText={format.dateTime(calendarDay(card.arrival), DAY)}
            >
              <p className="text-center text-sm text-slate-700">
                {t('cardNumber')}{' '}
                <span className="font-mono font-semibold" data-testid="card-number">
                  {cardNumber(card.id)}
                </span>
              </p>
              {walletPassEnabled() && (
                <a
                  href={`/api/member-card/pass/${encodeURIComponent(token)}?locale=${locale}`}
                  className="self-center rounded-lg bg-black px-4 py-2 font-semibold text-white"
                >
                  {t('wallet.add')}
                </a>
              )}
              <p className="text-center text-sm text-slate-700">
                {t('showAtCounter', { name: firstName(card.guestName) })}
              </p>
            </CardCode>
            <OfflinePage />
          </>
        )}
        <p className="text-xs text-slate-600">{t('updated', { time: format.dateTime(now, DATE_TIME) })}</p>
      </section>
      <section aria-labelledby="offers-title" className="flex flex-col gap-3">
        <h2 id="offers-title" className="text-xl font-semibold">
          {t('offersTitle')}
        </h2>
        {card.kind !== 'owner' && !card.revoked && (
          // The directory for the stay's days: who is open and whose offer applies (docs/membership.md).
          <Link
            href={`/all?from=${card.arrival}&to=${card.departure}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('openDuringStay')}
          </Link>
        )}
        {page.offers.length === 0 ? (
          <p className="text-slate-600">{t('noOffers')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {page.offers.map((offer) => (
              <li key={offer.partnerId} className="rounded-lg border border-slate-200 bg-white p-4">
                <h3 className="font-semibold">
                  <Link href={`/${offer.categorySlug}/${offer.number}`} className="underline">
                    {offer.partnerName}
                  </Link>
                </h3>
                {offer.lines.map((line, index) => (
                  <p key={index} className="text-slate-800">
                    {line}
                  </p>
                ))}
                {offerRuleSentences(offer.rules, tOffers as never, format, { owner: card.kind === 'owner' }).map(
                  (sentence) => (
                    <p key={sentence} className="text-sm text-slate-600">
                      {sentence}
                    </p>
                  ),
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
