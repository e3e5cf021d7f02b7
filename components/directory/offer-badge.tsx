import { useTranslations } from 'next-intl';

/** The special-offer badge on listing items and the detail page (docs/spec.md §2 Category list). */
export function OfferBadge() {
  const t = useTranslations('Directory');
  return (
    <span className="inline-block rounded bg-accent-600 px-2 py-0.5 text-xs font-bold uppercase text-white">
      {t('offerBadge')}
    </span>
  );
}
