// docs/search.md "Category words": what guests type in pt, fr and en finds the partners they mean, and not the
// others, on real PostgreSQL with the sample directory. Each row names partners (or whole categories) the query must
// find and ones it must not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { updateCategory } from '@/lib/directory/settings';
import { searchPartnerIds } from '@/lib/directory/search';
import { categoryEditSchema } from '@/lib/directory/partner-schemas';
import { seedDirectory } from '@/prisma/seed/directory';
import { seedCategoryWords } from '@/prisma/seed/directory/category-words';

let db: Db;
/** Visible partners by name and by category slug. */
let byName: Map<string, number>;
let byCategory: Map<string, number[]>;

beforeAll(async () => {
  db = createPrismaClient();
  await seedDirectory(db);
  // Other test files edit categories through the staff form: start from the seeded words.
  for (const [slug, words] of Object.entries(seedCategoryWords))
    await db.category.update({
      where: { slug },
      data: { searchWordsEn: words.en, searchWordsFr: words.fr, searchWordsPt: words.pt },
    });
  const partners = await db.partner.findMany({ where: { isVisible: true, isDraft: false } });
  byName = new Map(partners.map((partner) => [partner.name, partner.id]));
  byCategory = new Map();
  for (const partner of partners)
    byCategory.set(partner.categorySlug, [...(byCategory.get(partner.categorySlug) ?? []), partner.id]);
}, 60_000);
afterAll(() => db.$disconnect());

const search = async (query: string) => (await searchPartnerIds(db, query)) ?? [];

/** The partner ids of names and category slugs. */
function idsOf(targets: string[]): number[] {
  return targets.flatMap((target) => {
    const ids = byCategory.get(target) ?? (byName.has(target) ? [byName.get(target)!] : undefined);
    if (!ids) throw new Error(`No visible partner or category "${target}"`);
    return ids;
  });
}

const SPA = 'Thermae Spa Vilamoura';
const NAILS = 'Bela Unhas & Beauty';
const SAIL = 'Sunset Sail Vilamoura';

/** [query, must find, must not find]. */
const table: [string, string[], string[]][] = [
  // Restaurants, in the three languages: the category is called Gastronomy.
  ['restaurante', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours', 'activities']],
  ['restaurant', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours', 'winery-tours']],
  ['restaurants', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['Restaurantes', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'activities']],
  ['comida', ['gastronomy'], [SPA, NAILS, 'wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['food', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['dinner', ['gastronomy', 'chef-at-home'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['jantar', ['gastronomy', 'chef-at-home'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['dîner', ['gastronomy', 'chef-at-home'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['almoço', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['déjeuner', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'boat-tours']],
  ['lunch', ['gastronomy'], ['wellness', 'beauty-and-hair-salons', 'activities']],
  ['restaurante loulé', ['Tasca do Mercado', 'Steakhouse Lusitano'], ['Casa do Rio', 'Adega do Barrocal']],
  // Boat trips.
  ['boat trip', ['boat-tours'], ['gastronomy', 'wellness', 'winery-tours']],
  ['passeio de barco', ['boat-tours'], ['gastronomy', 'wellness', 'chef-at-home']],
  ['balade en bateau', ['boat-tours'], ['gastronomy', 'wellness', 'activities']],
  ['croisière', ['boat-tours'], ['gastronomy', 'wellness']],
  ['cruzeiro', ['boat-tours'], ['gastronomy', 'wellness']],
  // Wellness: "spa" is not "sparkling wine".
  ['spa', ['wellness'], [SAIL, 'gastronomy', 'beauty-and-hair-salons', 'boat-tours']],
  ['massage', ['wellness'], ['gastronomy', 'boat-tours', 'beauty-and-hair-salons']],
  ['massagem', ['wellness'], ['gastronomy', 'boat-tours', 'beauty-and-hair-salons']],
  ['détente', ['wellness'], ['gastronomy', 'boat-tours']],
  // Wine.
  ['wine tasting', ['winery-tours'], ['wellness', 'boat-tours', 'gastronomy']],
  ['prova de vinhos', ['winery-tours'], ['wellness', 'boat-tours', 'gastronomy']],
  ['dégustation de vins', ['winery-tours'], ['wellness', 'boat-tours', 'gastronomy']],
  ['dégustation', ['winery-tours'], ['wellness', 'boat-tours', 'gastronomy']],
  ['adega', ['winery-tours'], ['wellness', 'gastronomy', 'boat-tours']],
  ['vignoble', ['winery-tours'], ['wellness', 'gastronomy', 'boat-tours']],
  // Beauty and hair.
  ['cabeleireiro', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  ['coiffeur', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  ['hairdresser', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  ['unhas', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  ['ongles', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  ['manicure', ['beauty-and-hair-salons'], ['wellness', 'gastronomy']],
  // Chefs at home.
  ['private chef', ['chef-at-home'], ['gastronomy', 'wellness']],
  ['chef à domicile', ['chef-at-home'], ['gastronomy', 'wellness']],
  ['cozinheiro', ['chef-at-home'], ['gastronomy', 'wellness']],
  // Family outings.
  ['crianças', ['activities'], ['wellness', 'winery-tours']],
  ['enfants', ['activities'], ['wellness', 'winery-tours']],
  ['kids', ['activities'], ['wellness', 'winery-tours', 'gastronomy']],
];

describe('category words in the directory search', () => {
  it.each(table)('"%s" finds %j and not %j', async (query, finds, never) => {
    const found = await search(query);
    expect(found).toEqual(expect.arrayContaining(idsOf(finds)));
    for (const id of idsOf(never)) expect(found, `${query} must not find partner ${id}`).not.toContain(id);
  });

  it('ranks a partner named by the query before the partners of its category', async () => {
    const found = await search('sushi restaurant');
    expect(found[0]).toBe(byName.get('Sakura Sushi Lounge'));
  });

  it('follows a staff edit of a category’s words at once', async () => {
    const gastronomy = await db.category.findUniqueOrThrow({ where: { slug: 'gastronomy' } });
    const save = (words: string) =>
      updateCategory(
        db,
        categoryEditSchema.parse({
          ...gastronomy,
          position: String(gastronomy.position),
          searchWordsEn: gastronomy.searchWordsEn.join(', '),
          searchWordsFr: gastronomy.searchWordsFr.join(', '),
          searchWordsPt: words,
        }),
        gastronomy.image,
      );
    expect(await search('petisqueira')).toEqual([]);
    try {
      expect(await save('restaurante, petisqueira,\n comida ')).toBe(true);
      expect((await db.category.findUniqueOrThrow({ where: { slug: 'gastronomy' } })).searchWordsPt).toEqual([
        'restaurante',
        'petisqueira',
        'comida',
      ]);
      expect((await search('petisqueira')).sort()).toEqual([...idsOf(['gastronomy'])].sort());
      expect(await search('jantar')).not.toEqual(expect.arrayContaining(idsOf(['gastronomy'])));
    } finally {
      await save(gastronomy.searchWordsPt.join(', '));
    }
    expect(await search('petisqueira')).toEqual([]);
    expect(await search('jantar')).toEqual(expect.arrayContaining(idsOf(['gastronomy'])));
  });
});
