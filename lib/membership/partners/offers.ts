import type { Db } from '@/lib/db';
import { PUBLIC_PARTNER, readOfferLines } from '@/lib/partner-record/record';
import { inLanguage } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferRules } from '@/lib/partner-record/offer-rules';
import { parseOfferRules } from '@/lib/partner-record/offer-rules-schema';

/** A partner's member offer as the card and the counter show it: its lines in one language and its rules. */
export type MemberOffer = {
  partnerId: number;
  partnerName: string;
  categorySlug: string;
  number: number;
  lines: string[];
  rules: OfferRules;
};

/**
 * The member offers of the public partners (docs/membership.md "The card"), by category then position: every
 * partner with offer lines in any language, its lines in `locale` or, where that language has none, in the next of
 * English, Portuguese and French (docs/design.md "A missing translation"), so whether a partner has an offer never
 * depends on `locale`. @param partnerId only this partner's offer (none while the partner is hidden or a draft).
 */
export async function memberOffers(db: Db, locale: Locale, partnerId?: number): Promise<MemberOffer[]> {
  const partners = await db.partner.findMany({
    where: partnerId === undefined ? PUBLIC_PARTNER : { ...PUBLIC_PARTNER, id: partnerId },
    orderBy: [{ category: { position: 'asc' } }, { position: 'asc' }],
    select: { id: true, name: true, categorySlug: true, number: true, offerLines: true, offerRules: true },
  });
  return partners.flatMap((partner) => {
    const lines = inLanguage(readOfferLines(partner.offerLines), locale);
    if (!lines) return [];
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
