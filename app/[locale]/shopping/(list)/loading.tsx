import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

export default function ShoppingLoading() {
  const t = useTranslations('Shop');
  // As tall as a screen, so the footer does not jump when the list arrives (layout shift).
  return (
    <div className="min-h-screen">
      <Spinner label={t('loading')} />
    </div>
  );
}
