import type { Metadata } from 'next';
import { DATE_TIME } from '@/lib/i18n/format';
import { AccountControls, InviteStaffForm } from '@/components/backoffice/accounts-forms';
import { getStaffAccounts } from '@/lib/staff/accounts/queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeAccounts'))('title') };
}

/**
 * /backoffice/accounts — the staff accounts, for admins only (docs/decisions/11-staff-security.md §12): invite a
 * colleague, change a role, disable or enable an account, reset a second factor.
 */
export default async function AccountsPage() {
  const [accounts, t, format] = await Promise.all([
    getStaffAccounts(),
    getStaffTranslations('BackofficeAccounts'),
    getStaffFormatter(),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="max-w-2xl text-slate-700">{t('intro')}</p>
      <section
        aria-labelledby="invite-heading"
        className="flex max-w-3xl flex-col gap-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          {t('inviteHeading')}
        </h2>
        <InviteStaffForm />
      </section>
      <ul className="flex max-w-3xl flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.id} className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-4">
            <p className="font-medium break-all text-slate-900">{account.email}</p>
            <p className="text-sm text-slate-700">
              {[
                t(`roles.${account.role}`),
                account.disabled ? t('status.disabled') : account.invited ? t('status.invited') : t('status.active'),
                account.twoFactor ? t('twoFactorOn') : t('twoFactorOff'),
                account.lastLogin
                  ? t('lastLogin', { when: format.dateTime(account.lastLogin, DATE_TIME) })
                  : t('neverSignedIn'),
              ].join(' · ')}
            </p>
            <AccountControls account={account} />
          </li>
        ))}
      </ul>
    </div>
  );
}
