import type { Metadata } from 'next';
import { PartnerForm } from '@/components/directory/staff/partner-form';
import { closedWeek } from '@/lib/directory/staff-partner-writes';
import { partnerFormChoices } from '@/lib/directory/staff-partner-page-data';
import { getStaffTranslations } from '@/lib/staff/translations';
import { emptyPartnerForm } from '@/lib/directory/partner-schemas';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficePartners'))('newTitle') };
}

/** /backoffice/partners/new — a new partner, saved as a draft (docs/decisions/12-staff-run-directory.md §1, §6). */
export default async function NewPartnerPage() {
  const [t, choices] = await Promise.all([getStaffTranslations('BackofficePartners'), partnerFormChoices()]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('newTitle')}</h1>
      <p className="text-sm text-slate-700">{t('newHint')}</p>
      <PartnerForm
        initial={emptyPartnerForm}
        {...choices}
        openingHours={closedWeek()}
        seasons={[]}
        photos={[]}
        logo={null}
      />
    </div>
  );
}
