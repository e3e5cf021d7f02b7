import { createElement } from 'react';
import { MemberCardEmail } from '@/emails/member-card';
import type { Tx } from '@/lib/db';
import { isLocale } from '@/lib/i18n/routing';
import { cardUrl } from '@/lib/membership/cards/card-link';
import { storedDay as day } from '@/lib/time';
import { memberCardSubject, type MemberCardEmailData } from '@/lib/mail/templates';
import { renderEmail } from '@/lib/mail/render';

/** A card as its e-mail needs it; dates are Lisbon calendar days. */
export type CardForEmail = {
  id: string;
  kind?: 'stay' | 'owner';
  guestName: string;
  email: string;
  locale: string;
  arrival: Date;
  departure: Date;
  partySize: number;
};

/**
 * Queues the guest's member card e-mail in the caller's transaction (docs/membership.md "Membership for a stay"),
 * in the card's language, rendered now. @returns the outbox row's id.
 */
export async function queueMemberCardEmail(tx: Tx, card: CardForEmail): Promise<number> {
  const locale = isLocale(card.locale) ? card.locale : 'en';
  const data: MemberCardEmailData = {
    owner: card.kind === 'owner',
    guestName: card.guestName,
    arrival: day(card.arrival),
    departure: day(card.departure),
    partySize: card.partySize,
    cardUrl: cardUrl(card.id, locale),
  };
  const email = await renderEmail(memberCardSubject(data, locale), createElement(MemberCardEmail, { data, locale }));
  const row = await tx.outboxEmail.create({
    data: { template: 'member-card', to: card.email, locale, ...email },
    select: { id: true },
  });
  return row.id;
}
