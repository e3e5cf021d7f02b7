import 'server-only';
import { staffLocale } from '@/lib/staff/translations';
import { getDirectorySettingsData } from '@/lib/directory/staff-queries';

/**
 * The category and town choices of the partner form and list (docs/decisions/12-staff-run-directory.md §1): categories in their order, titled in
 * the staff member's language, and towns by id. Checks the staff session (staff reads).
 */
export async function partnerFormChoices() {
  const [locale, { categories, towns }] = await Promise.all([staffLocale(), getDirectorySettingsData()]);
  const suffix = locale === 'fr' ? 'Fr' : locale === 'pt' ? 'Pt' : 'En';
  return {
    categories: categories.map((category) => ({ slug: category.slug, title: category[`title${suffix}`] })),
    towns: towns.map((town) => ({ id: town.id, name: town.name })),
  };
}
