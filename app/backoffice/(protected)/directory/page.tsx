import type { Metadata } from 'next';
import { CategoryForm, TownForm } from '@/components/directory/staff/directory-settings-forms';
import { getDirectorySettingsData } from '@/lib/directory/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeCategories'))('pageTitle') };
}

/** /backoffice/directory — categories (texts, image, order) and towns (name, texts, image), docs/decisions/12-staff-run-directory.md §4. */
export default async function DirectorySettingsPage() {
  const [tCategories, tTowns, { categories, towns }] = await Promise.all([
    getStaffTranslations('BackofficeCategories'),
    getStaffTranslations('BackofficeTowns'),
    getDirectorySettingsData(),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{tCategories('pageTitle')}</h1>
      <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
        <h2 id="categories-heading" className="text-xl font-semibold">
          {tCategories('title')}
        </h2>
        <p className="text-sm text-slate-700">{tCategories('hint')}</p>
        {categories.map((category) => (
          <CategoryForm key={category.slug} category={category} />
        ))}
      </section>
      <section aria-labelledby="towns-heading" className="flex flex-col gap-3">
        <h2 id="towns-heading" className="text-xl font-semibold">
          {tTowns('title')}
        </h2>
        {towns.map((town) => (
          <TownForm key={town.id} town={town} />
        ))}
      </section>
    </div>
  );
}
