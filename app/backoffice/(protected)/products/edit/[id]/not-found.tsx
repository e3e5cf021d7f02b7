import { NotFoundNotice } from '@/components/backoffice/not-found-notice';
import { getStaffTranslations } from '@/lib/staff/translations';

/** A staff URL whose id is not canonical or names nothing: answered 404 (docs/decisions/11-staff-security.md §1). */
export default async function NotFound() {
  const [t, tErrors] = await Promise.all([
    getStaffTranslations('BackofficeProducts'),
    getStaffTranslations('BackofficeErrors'),
  ]);
  return <NotFoundNotice title={t('editTitle')} message={tErrors('productNotFound')} />;
}
