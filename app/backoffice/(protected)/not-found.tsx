import Link from 'next/link';
import { getStaffTranslations } from '@/lib/staff/translations';

/** An unknown backoffice URL: answered 404 inside the backoffice's menu, in the staff member's language. */
export default async function BackofficeNotFound() {
  const t = await getStaffTranslations('BackofficeNotFound');
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href="/backoffice" className="font-medium text-brand-700 underline">
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
