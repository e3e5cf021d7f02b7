import type { Metadata } from 'next';
import { StaffSection } from '@/components/backoffice/staff-section';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CardHandover } from '@/components/membership/staff/card-handover';
import { CardControls } from '@/components/membership/staff/member-card-forms';
import { calendarDay, DAY } from '@/lib/i18n/format';
import { isLocale, routing } from '@/lib/i18n/routing';
import { cardUrl } from '@/lib/membership/cards/card-link';
import { getMemberCard } from '@/lib/membership/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import * as z from '@/lib/validation/zod';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeMembers'))('handover.title') };
}

/**
 * /backoffice/members/{id} — one card at the front desk (docs/membership.md "A card guests can always get"): who
 * it is for, its stay (an owner's card: its renewal date) and booking reference, the hand-over (QR code, link,
 * WhatsApp; each logged) and the card's controls.
 */
export default async function MemberCardPage({ params }: PageProps<'/backoffice/members/[id]'>) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const [card, t, tOwners, format] = await Promise.all([
    getMemberCard(id),
    getStaffTranslations('BackofficeMembers'),
    getStaffTranslations('BackofficeOwners'),
    getStaffFormatter(),
  ]);
  if (!card) notFound();
  const day = (value: string) => format.dateTime(calendarDay(value), DAY);
  const owner = card.kind === 'owner';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm">
        <Link href={owner ? '/backoffice/owners' : '/backoffice/members'} className="text-brand-700 underline">
          {owner ? tOwners('title') : t('title')}
        </Link>
      </p>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold break-words">{card.guestName}</h1>
        <p className="text-sm break-all text-slate-600">{card.email}</p>
        <p className="text-slate-700">
          {owner
            ? tOwners('term', { from: day(card.arrival), to: day(card.departure), count: card.partySize })
            : t('stay', { from: day(card.arrival), to: day(card.departure), count: card.partySize })}
          {card.property && ` · ${card.property}`}
        </p>
        {card.bookingRef && <p className="text-sm text-slate-700">{t('bookingRef', { ref: card.bookingRef })}</p>}
        {card.revoked && (
          <p className="self-start rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-900">
            {t('revokedBadge')}
          </p>
        )}
      </div>
      <StaffSection id="handover-title" title={t('handover.title')} intro={t('handover.intro')}>
        {card.revoked ? <p className="text-sm text-red-800">{t('handover.revoked')}</p> : <CardHandover id={card.id} />}
        <p className="text-sm">
          <a
            href={cardUrl(card.id, isLocale(card.locale) ? card.locale : routing.defaultLocale)}
            className="text-brand-700 underline"
            target="_blank"
            rel="noreferrer"
          >
            {t('openCard')}
          </a>
        </p>
      </StaffSection>
      <CardControls
        id={card.id}
        name={card.guestName}
        departure={card.departure}
        revoked={card.revoked}
        owner={owner}
      />
    </div>
  );
}
