// REFERENCE DATA: the directory's categories and towns, which every database needs, production included, without
// any sample business (docs/deploy.md "Reference and sample data"). Pickup places come from their migration.
import type { Db } from '@/lib/db';
import { seedCategories } from './directory/categories';
import { seedCategoryWords } from './directory/category-words';
import { seedLocations } from './directory/locations';
import { seedOnce } from './ledger';

/**
 * Inserts the categories (by slug) and towns (by id 0-9) the seed ledger has never recorded, and gives each
 * category its search words once (docs/search.md "Category words"); `npm run db:setup` and every seeded start run
 * it. Rows and words staff edited or deleted are left as they are.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedOnce(
    db,
    'category',
    seedCategories.map((category, position) => ({ ...category, position })),
    {
      keyOf: (category) => category.slug,
      insert: (tx, category) => {
        const data = {
          position: category.position,
          image: `/categories/${category.image}`,
          titleEn: category.title.en,
          titleFr: category.title.fr,
          titlePt: category.title.pt,
          descriptionEn: category.description.en,
          descriptionFr: category.description.fr,
          descriptionPt: category.description.pt,
        };
        return tx.category.upsert({
          where: { slug: category.slug },
          create: { slug: category.slug, ...data },
          update: {},
        });
      },
    },
  );
  // Categories seeded before the words existed get them too: once per category, and only while it has none.
  await seedOnce(db, 'category-words', Object.entries(seedCategoryWords), {
    keyOf: ([slug]) => slug,
    insert: (tx, [slug, words]) =>
      tx.category.updateMany({
        where: {
          slug,
          searchWordsEn: { isEmpty: true },
          searchWordsFr: { isEmpty: true },
          searchWordsPt: { isEmpty: true },
        },
        data: { searchWordsEn: words.en, searchWordsFr: words.fr, searchWordsPt: words.pt },
      }),
  });
  await seedOnce(db, 'location', seedLocations, {
    keyOf: (location) => String(location.id),
    insert: (tx, location) => {
      const data = {
        name: location.name,
        image: `/locations/${location.image}`,
        descriptionEn: location.description.en,
        descriptionFr: location.description.fr,
        descriptionPt: location.description.pt,
      };
      return tx.location.upsert({ where: { id: location.id }, create: { id: location.id, ...data }, update: {} });
    },
  });
}
