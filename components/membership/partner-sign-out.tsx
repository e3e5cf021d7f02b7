'use client';

import { useTranslations } from 'next-intl';
import { partnerSignOutAction } from '@/lib/membership/partners/partner-actions';
import { dropKeptPages } from './offline-pages';

/**
 * Sign out of the counter on this phone: ends the session on the server and drops the counter page the service
 * worker kept for offline use. Redemptions still waiting to be sent stay on the phone and go with the next sign-in.
 */
export function PartnerSignOut({ locale }: { locale: string }) {
  const t = useTranslations('PartnerCounter');
  return (
    <form action={partnerSignOutAction}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="text-sm underline" onClick={() => void dropKeptPages()}>
        {t('signOut')}
      </button>
    </form>
  );
}
