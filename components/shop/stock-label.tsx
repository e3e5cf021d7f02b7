import { useTranslations } from 'next-intl';

/** "In Stock" / "Out of Stock" (docs/spec.md §2 product detail), translated. */
export function StockLabel({ quantity }: { quantity: number }) {
  const t = useTranslations('Shop');
  return quantity > 0 ? (
    <span className="inline-block rounded bg-emerald-50 px-2 py-0.5 text-sm font-medium text-emerald-800">
      {t('inStock')}
    </span>
  ) : (
    <span className="inline-block rounded bg-red-50 px-2 py-0.5 text-sm font-medium text-red-800">
      {t('outOfStock')}
    </span>
  );
}
