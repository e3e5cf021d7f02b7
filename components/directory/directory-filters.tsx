'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { filtersQuery, type DirectoryFilters } from '@/lib/directory/filters';
import { useRouter } from '@/lib/i18n/navigation';

type Option = { value: string; label: string };
type Control = 'q' | 'category' | 'location' | 'open' | 'from' | 'to';

/**
 * The control a filter change came from, the filters it asked for and those of the listing it was made on. A filter
 * change shows a new listing (often another route), which remounts this form and would drop keyboard focus on the
 * page: the form that shows those filters gives focus back to that control. A form showing other filters drops the
 * request as stale, except the form it was made on: on a slow phone a pick can come between the form's hydration and
 * its first effect, which then runs after the pick.
 */
let refocus: { control: Control; query: string; from: string } | null = null;

/**
 * Filters picked while an earlier pick's listing was still loading, and the query of that listing. One listing is
 * asked for at a time: two navigations in flight could land in either order (on slow Wi-Fi the first one's answer
 * can come last and win), so the later pick waits and is asked for by the form of the listing that lands, when it is
 * the one that was awaited (a guest who went elsewhere meanwhile is not sent back).
 */
let queued: { after: string; filters: DirectoryFilters } | null = null;

/**
 * Search bar, category filter, location filter (docs/decisions/03-partner-directory.md §4), the stay's dates (docs/membership.md
 * "Open during my stay": applied once both are set, or by the button) and "Open now" (docs/decisions/12-staff-run-directory.md §2: in Lisbon time, following
 * the season of the day; applied on the server). The filters live in the URL (shareable,
 * rendered on the server): on /all the category is ?category=, on a category page it is the page itself.
 * Without JavaScript the form still submits as a GET to /all (`action`, localized).
 */
export function DirectoryFilters({
  action,
  filters,
  categories,
  locations,
  categoryPage,
}: {
  action: string;
  filters: DirectoryFilters;
  categories: Option[];
  locations: Option[];
  categoryPage: string | null;
}) {
  const t = useTranslations('Directory');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // What the guest picked, shown at once and kept while the next page loads: a second pick in that moment adds to the
  // first instead of starting again from the page's filters. A new page remounts the form (its key) with its filters.
  const shown = filtersQuery({ ...filters, category: filters.category ?? categoryPage });
  const [current, setCurrent] = useState(() =>
    queued?.after === shown ? queued.filters : { ...filters, category: filters.category ?? categoryPage },
  );
  const [q, setQ] = useState(current.q);
  const form = useRef<HTMLFormElement>(null);
  /** The query of the listing being asked for, while one is. */
  const loading = useRef<string | null>(null);

  function navigate(next: DirectoryFilters) {
    loading.current = filtersQuery(next);
    const path = next.category && next.category === categoryPage ? `/${next.category}` : '/all';
    const query = filtersQuery(path === '/all' ? next : { ...next, category: null });
    startTransition(() => router.push(`${path}${query}`));
  }

  useEffect(() => {
    const wanted = refocus;
    // Kept while a later pick waits for this listing: it is that pick's control that gets focus back, on its listing.
    if (queued || !wanted || (wanted.from === shown && wanted.query !== shown)) return;
    refocus = null;
    if (wanted.query === shown) (form.current?.elements.namedItem(wanted.control) as HTMLElement | null)?.focus();
  }, [shown]);

  // A pick made while the last listing loaded is asked for once that listing has landed.
  useEffect(() => {
    if (pending || !queued) return;
    const { after, filters: next } = queued;
    queued = null;
    if ((after === shown || after === loading.current) && filtersQuery(next) !== shown) navigate(next);
  });

  function go(control: Control, change: Partial<DirectoryFilters>) {
    const next = { ...current, ...change, q: q.trim() };
    setCurrent(next);
    refocus = { control, query: filtersQuery(next), from: shown };
    if (pending && loading.current !== null) queued = { after: queued?.after ?? loading.current, filters: next };
    else navigate(next);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go('q', {});
  };

  return (
    <form
      ref={form}
      role="search"
      aria-label={t('filters')}
      action={action}
      onSubmit={submit}
      aria-busy={pending}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[2fr_1fr_1fr]"
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('search')}
        <input
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('category')}
        <select
          name="category"
          value={current.category ?? ''}
          onChange={(event) => go('category', { category: event.target.value || null })}
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        >
          <option value="">{t('allCategories')}</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('location')}
        <select
          name="location"
          value={current.location ?? ''}
          onChange={(event) =>
            go('location', { location: event.target.value === '' ? null : Number(event.target.value) })
          }
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        >
          <option value="">{t('allLocations')}</option>
          {locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">{t('stay')}</legend>
        {(['from', 'to'] as const).map((control) => (
          <label key={control} className="flex min-w-0 flex-col gap-1 text-xs text-slate-700">
            {t(control === 'from' ? 'stayFrom' : 'stayTo')}
            <input
              type="date"
              name={control}
              value={current[control] ?? ''}
              min={control === 'to' ? (current.from ?? undefined) : undefined}
              onChange={(event) => {
                const next = { ...current, [control]: event.target.value || null };
                // A range needs both ends: the listing changes once both are set (or by the button).
                if (next.from && next.to) go(control, next);
                else setCurrent(next);
              }}
              className="w-full min-w-0 rounded border border-slate-300 px-2 py-2 text-sm text-slate-900 lg:w-auto"
            />
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium sm:pb-2">
        <input
          type="checkbox"
          name="open"
          value="1"
          checked={current.open}
          onChange={(event) => go('open', { open: event.target.checked })}
          className="h-4 w-4"
        />
        {t('openNow')}
      </label>
      <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900">
        {t('apply')}
      </button>
    </form>
  );
}
