import type { Db } from '@/lib/db';
import { PUBLIC_PARTNER } from '@/lib/directory/partners';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferRules } from './offer-rules';
import { parseOfferRules } from './offer-rules-schema';

/** A partner's member offer as the card and the counter show it: its lines in one language and its rules. */
export type MemberOffer = {
  partnerId: number;
  partnerName: string;
  categorySlug: string;
  number: number;
  lines: string[];
  rules: OfferRules;
};

const linesIn = (stored: unknown, locale: Locale): string[] => {
  const lines = ((stored ?? {}) as Partial<Record<Locale, unknown>>)[locale];
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string' && line !== '') : [];
};

/**
 * The member offers of the public partners (docs/membership.md "The card"), in `locale` (English lines where the
 * language has none), by category then position. @param partnerId only this partner's offer (none while the
 * partner is hidden or a draft).
 */
export async function memberOffers(db: Db, locale: Locale, partnerId?: number): Promise<MemberOffer[]> {
  const partners = await db.partner.findMany({
    where: partnerId === undefined ? PUBLIC_PARTNER : { ...PUBLIC_PARTNER, id: partnerId },
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }],
    select: { id: true, name: true, categorySlug: true, number: true, offerLines: true, offerRules: true },
  });
  return partners.flatMap((partner) => {
    const lines = linesIn(partner.offerLines, locale).length
      ? linesIn(partner.offerLines, locale)
      : linesIn(partner.offerLines, 'en');
    if (lines.length === 0) return [];
    return [
      {
        partnerId: partner.id,
        partnerName: partner.name,
        categorySlug: partner.categorySlug,
        number: partner.number,
        lines,
        rules: parseOfferRules(partner.offerRules),
      },
    ];
  });
}
