import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

// Shown while a route loads (SPEC §2 Shell behaviour: a spinner on each route change).
export default function Loading() {
  const t = useTranslations('Errors');
  return <Spinner label={t('loading')} />;
}
