import { getLocale, getTranslations } from 'next-intl/server';
import { filterPartners, filtersQuery, type DirectoryFilters as Filters } from '@/lib/directory/filters';
import { openNow } from '@/lib/directory/open-now';
import { getStayPlan, searchDirectory } from '@/lib/directory/queries';
import type { CategoryView, LocationView, PartnerSummary } from '@/lib/directory/partners';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { DirectoryFilters } from './directory-filters';
import { PartnerCard } from './partner-card';
import { TownIntro } from './town-intro';

/**
 * The filtered listing of /all and /{categoryId} (docs/decisions/03-partner-directory.md §3-4): filters, search (docs/search.md), the chosen
 * town's description and image (docs/decisions/12-staff-run-directory.md §4), result count, partners grouped by category, or an empty message with
 * a link that clears the filters.
 */
export async function PartnerListing({
  directory,
  filters,
  categoryPage,
}: {
  directory: { categories: CategoryView[]; locations: LocationView[]; partners: PartnerSummary[] };
  filters: Filters;
  categoryPage: CategoryView | null;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Directory');
  const effective = { ...filters, category: categoryPage?.slug ?? filters.category };
  const matching = filterPartners(directory.partners, effective, await searchDirectory(filters.q));
  // Only filtered listings (rendered per request, never cached) ask for open=1: now is the request's moment.
  const openNowPartners = filters.open ? openNow(matching, new Date()) : matching;
  // "Open during my stay": the days each partner is open and its offer applies; only those open on one of them.
  const stay =
    filters.from && filters.to ? await getStayPlan(openNowPartners, { from: filters.from, to: filters.to }) : null;
  const partners = stay
    ? openNowPartners.filter((partner) => (stay.get(partner.id)?.open.length ?? 0) > 0)
    : openNowPartners;
  const town = directory.locations.find((location) => location.id === filters.location);
  // Grouped by category; after a search the groups follow the best match in each (partners come ranked).
  const groups = directory.categories
    .map((category) => ({ category, partners: partners.filter((partner) => partner.categorySlug === category.slug) }))
    .filter((group) => group.partners.length > 0);
  if (filters.q) groups.sort((a, b) => partners.indexOf(a.partners[0]) - partners.indexOf(b.partners[0]));

  return (
    <div className="space-y-6">
      <DirectoryFilters
        // A new URL is a new form: the search box shows what the page shows (e.g. after Clear filters).
        key={filtersQuery(effective)}
        action={getPathname({ href: '/all', locale })}
        filters={filters}
        categoryPage={categoryPage?.slug ?? null}
        categories={directory.categories.map((category) => ({ value: category.slug, label: category.title[locale] }))}
        locations={directory.locations.map((location) => ({ value: String(location.id), label: location.name }))}
      />
      {town && <TownIntro town={town} locale={locale} />}
      <p role="status" className="text-sm text-slate-700">
        {t('results', { count: partners.length })}
      </p>
      {partners.length === 0 ? (
        <div className="rounded border border-dashed border-slate-300 p-8 text-center">
          <p className="mb-3 text-slate-800">{t('empty')}</p>
          <Link
            href={categoryPage ? `/${categoryPage.slug}` : '/all'}
            className="font-semibold text-brand-700 underline"
          >
            {t('clear')}
          </Link>
        </div>
      ) : (
        groups.map(({ category, partners: items }) => (
          <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="space-y-3">
            <h2 id={`category-${category.slug}`} className="text-2xl font-semibold">
              {categoryPage ? (
                category.title[locale]
              ) : (
                <Link href={`/${category.slug}`} className="hover:text-brand-700">
                  {category.title[locale]}
                </Link>
              )}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((partner) => (
                <li key={partner.id}>
                  <PartnerCard partner={partner} locations={directory.locations} stay={stay?.get(partner.id)} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
