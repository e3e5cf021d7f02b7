import type { Metadata } from 'next';
import { DateRangeForm, filterFieldClass, filterLabelClass } from '@/components/backoffice/date-range-form';
import { getActivity } from '@/lib/staff/staff-queries';
import { activityActionName, activitySentence } from '@/lib/staff/activity/sentence';
import { getStaffFormatter, getStaffTranslations, staffLocale } from '@/lib/staff/translations';
import { translatorFor } from '@/lib/i18n/translator';
import { DATE_TIME } from '@/lib/i18n/format';
import { activityFiltersSchema, type ActivityFilters } from '@/lib/staff/activity/filters';
import { StaffTable } from '@/components/backoffice/staff-table';
import { StaffPagination } from '@/components/backoffice/pagination';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeActivity'))('title') };
}

function pageHref(filters: ActivityFilters, page: number) {
  const query = new URLSearchParams();
  for (const key of ['adminId', 'action', 'from', 'to'] as const)
    if (filters[key]) query.set(key, String(filters[key]));
  query.set('page', String(page));
  return `/backoffice/activity?${query}`;
}

/**
 * /backoffice/activity — the staff activity log as sentences in the staff member's language, filtered by staff
 * member, action (by its readable name) and dates (docs/activity.md).
 */
export default async function ActivityPage({ searchParams }: PageProps<'/backoffice/activity'>) {
  const filters = activityFiltersSchema.parse(await searchParams);
  const { entries, total, page, pages, staff, actions } = await getActivity(filters);
  const [t, format, locale] = await Promise.all([
    getStaffTranslations('BackofficeActivity'),
    getStaffFormatter(),
    staffLocale(),
  ]);
  const tAll = translatorFor(locale);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <DateRangeForm from={filters.from} to={filters.to} labels={{ from: t('from'), to: t('to'), submit: t('filter') }}>
        <label className={filterLabelClass}>
          {t('staffMember')}
          <select name="adminId" defaultValue={filters.adminId ?? ''} className={filterFieldClass}>
            <option value="">{t('everyone')}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <label className={filterLabelClass}>
          {t('action')}
          <select name="action" defaultValue={filters.action ?? ''} className={filterFieldClass}>
            <option value="">{t('allActions')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {activityActionName(tAll, action)}
              </option>
            ))}
          </select>
        </label>
      </DateRangeForm>
      <p className="text-sm text-slate-700" role="status">
        {t('count', { count: total })}
      </p>
      <StaffTable
        caption={t('caption')}
        tableClassName="min-w-[20rem]"
        empty={entries.length === 0 ? t('none') : undefined}
        columns={[
          { key: 'when', label: t('when') },
          { key: 'what', label: t('what') },
          { key: 'address', label: t('address') },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-slate-200 align-top">
            <td className="whitespace-nowrap px-3 py-2">{format.dateTime(entry.createdAt, DATE_TIME)}</td>
            <td className="px-3 py-2 [overflow-wrap:anywhere]">{activitySentence(tAll, format, entry)}</td>
            <td className="px-3 py-2">{entry.address ?? '—'}</td>
          </tr>
        ))}
      </StaffTable>
      <StaffPagination page={page} pages={pages} href={(to) => pageHref(filters, to)} t={t} />
    </div>
  );
}
