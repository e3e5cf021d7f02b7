import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { PartnerStatus } from '@/components/directory/staff/partner-status';
import { partnerFormChoices } from '@/lib/directory/staff-partner-page-data';
import { getPartnersPage } from '@/lib/directory/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { partnerFiltersSchema } from '@/lib/directory/partner-schemas';
import { StaffTable } from '@/components/backoffice/staff-table';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficePartners'))('title') };
}

const selectClass = 'rounded border border-slate-300 bg-white px-2 py-2 text-sm';

/** /backoffice/partners — every partner, drafts and hidden ones too, searchable and filtered (docs/decisions/12-staff-run-directory.md §1). */
export default async function PartnersPage({ searchParams }: PageProps<'/backoffice/partners'>) {
  const query = await searchParams;
  const filters = partnerFiltersSchema.parse(query);
  const [t, choices, partners] = await Promise.all([
    getStaffTranslations('BackofficePartners'),
    partnerFormChoices(),
    getPartnersPage(filters),
  ]);
  const categoryTitle = new Map(choices.categories.map((category) => [category.slug, category.title]));
  const select = (name: string, label: string, value: string | undefined, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{t('filters.any')}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <Link href="/backoffice/partners/new" className={buttonClass}>
          {t('new')}
        </Link>
      </div>
      {query.deleted && (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
          {t('deleted')}
        </p>
      )}
      <form role="search" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('filters.search')}
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        {select(
          'category',
          t('filters.category'),
          filters.category,
          choices.categories.map((category) => [category.slug, category.title]),
        )}
        {select(
          'town',
          t('filters.town'),
          filters.town?.toString(),
          choices.towns.map((town) => [String(town.id), town.name]),
        )}
        {select('visibility', t('filters.visibility'), filters.visibility, [
          ['visible', t('filters.visible')],
          ['hidden', t('filters.hidden')],
        ])}
        {select('draft', t('filters.draft'), filters.draft, [
          ['draft', t('status.draft')],
          ['published', t('status.published')],
        ])}
        <button type="submit" className={secondaryButtonClass}>
          {t('filters.apply')}
        </button>
      </form>
      {partners.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <StaffTable
          caption={t('title')}
          tableClassName="min-w-[48rem]"
          columns={[
            { key: 'name', label: t('columns.name') },
            { key: 'category', label: t('columns.category') },
            { key: 'towns', label: t('columns.towns') },
            { key: 'status', label: t('columns.status') },
          ]}
        >
          {partners.map((partner) => (
            <tr key={partner.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <Link href={`/backoffice/partners/${partner.id}`} className="font-medium text-brand-700 underline">
                  {partner.name}
                </Link>
              </td>
              <td className="px-3 py-2">
                {categoryTitle.get(partner.categorySlug) ?? partner.categorySlug} · {partner.number}
              </td>
              <td className="px-3 py-2">{partner.towns.join(', ') || '–'}</td>
              <td className="px-3 py-2">
                <PartnerStatus isDraft={partner.isDraft} isVisible={partner.isVisible} missing={partner.missing} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  );
}
