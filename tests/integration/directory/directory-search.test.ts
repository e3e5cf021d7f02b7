// The directory search on real PostgreSQL (docs/search.md): unaccent, pg_trgm and stems, ranked, behind indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { findDirectory, type PartnerSummary } from '@/lib/directory/partners';
import { searchPartnerIds } from '@/lib/directory/search';
import { seedDirectory } from '@/prisma/seed/directory';

let db: Db;
let partners: PartnerSummary[];
beforeAll(async () => {
  db = createPrismaClient();
  await seedDirectory(db);
  ({ partners } = await findDirectory(db));
}, 60_000);
afterAll(() => db.$disconnect());

const LOULE = 2;
const QUARTEIRA = 8;
const search = async (query: string) => (await searchPartnerIds(db, query)) ?? [];
const idsIn = (town: number) =>
  partners.filter((partner) => partner.locationIds.includes(town)).map((partner) => partner.id);
const idsOf = (category: string) =>
  partners.filter((partner) => partner.categorySlug === category).map((partner) => partner.id);

describe('directory search', () => {
  it('finds every partner of a town by its name, whatever the case and accents', async () => {
    const loule = await search('loule');
    expect(idsIn(LOULE).length).toBeGreaterThan(2);
    expect(loule).toEqual(expect.arrayContaining(idsIn(LOULE)));
    expect(await search('LOULÉ')).toEqual(loule);
    expect(await search('Loulé')).toEqual(loule);
    expect(await search('quarteira')).toEqual(expect.arrayContaining(idsIn(QUARTEIRA)));
    expect(idsIn(QUARTEIRA).length).toBeGreaterThan(1);
  });

  it('finds a category by its title or a word of the same stem in any language, that category first', async () => {
    const boats = idsOf('boat-tours');
    for (const query of ['boat', 'BARCO', 'bateau']) {
      const found = await search(query);
      expect(found.slice(0, boats.length).sort(), query).toEqual([...boats].sort());
    }
    // "vinho" is in no winery's name or category title ("Visitas a vinhas"): the Portuguese stem finds them.
    const wine = await search('vinho');
    const wineries = idsOf('winery-tours');
    expect(wine.slice(0, wineries.length).sort()).toEqual([...wineries].sort());
  });

  it('needs every word, ranks a match in the name first, and never returns hidden partners', async () => {
    const both = await search('quarteira massage');
    expect(both.length).toBeGreaterThan(0);
    for (const id of both)
      expect((await search('quarteira')).includes(id) && (await search('massage')).includes(id)).toBe(true);
    const vilamoura = await search('vilamoura');
    const named = partners.filter((partner) => /vilamoura/i.test(partner.name)).map((partner) => partner.id);
    expect(vilamoura.slice(0, named.length).sort()).toEqual([...named].sort());
    expect(await search('Golf')).not.toContain((await db.partner.findFirstOrThrow({ where: { isVisible: false } })).id);
    expect(await search('   ')).toEqual([]);
    expect(await searchPartnerIds(db, '')).toBeNull();
    // LIKE's own wildcards are plain characters in a query ("10%" is in offers, "_" in none).
    expect(await search('_')).toEqual([]);
    expect((await search('%')).length).toBeLessThan(partners.length);
  });

  it('follows staff edits of a partner’s towns', async () => {
    const chef = partners.find(
      (partner) => partner.categorySlug === 'chef-at-home' && partner.locationIds.length === 0,
    )!;
    expect(await search('quarteira')).not.toContain(chef.id);
    await db.partnerLocation.create({ data: { partnerId: chef.id, locationId: QUARTEIRA } });
    try {
      expect(await search('quarteira')).toContain(chef.id);
    } finally {
      await db.partnerLocation.delete({
        where: { partnerId_locationId: { partnerId: chef.id, locationId: QUARTEIRA } },
      });
    }
    expect(await search('quarteira')).not.toContain(chef.id);
  });

  it('is served by the trigram and stem indexes', async () => {
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN SELECT id FROM partners
        WHERE search_document LIKE search_fold('%loule%') OR search_stems(search_document) @@ search_stem_query('vinho')`;
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('partners_search_document_idx');
    expect(plan).toContain('partners_search_stems_idx');
  });
});
