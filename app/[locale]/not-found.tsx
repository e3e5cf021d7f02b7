import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Localized not-found page, for unknown paths and for unknown or hidden products and partners. */
export default function NotFound() {
  const t = useTranslations('Errors');
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-slate-700">{t('notFoundText')}</p>
      <Link
        href="/"
        className="inline-block rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t('backHome')}
      </Link>
    </div>
  );
}
