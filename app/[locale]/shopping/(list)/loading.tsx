import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

export default function ShoppingLoading() {
  const t = useTranslations('Shop');
  return <Spinner label={t('loading')} />;
}
