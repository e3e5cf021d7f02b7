// docs/deploy.md "Reference and sample data": a production database gets the categories, towns and pickup places
// without any sample business, and a seed run inserts only what it never inserted: what staff deleted stays
// deleted, what staff edited stays edited, and the seed's staff account keeps the password and status staff gave it.
// On a database of its own: the deletions here must not reach the other test files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkStaffSignIn } from '@/lib/staff/auth/credentials';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { createPrismaClient, type Db } from '@/lib/db';
import { seedDatabase } from '@/prisma/seed';
import { seedPartners } from '@/prisma/seed/directory';
import { seedProducts } from '@/prisma/seed/products';
import { seedAdmin } from '@/prisma/seed/staff-account';
import { applyMigrations } from '@/scripts/lib/schema-engine';

const name = `seed_ledger_${process.pid}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
const url = new URL(process.env.DATABASE_URL!);
url.pathname = `/${name}`;
let db: Db;

const staff = { email: 'seeded-admin@example.com', password: 'seed password 2026' };
const TABLES = [
  'categories',
  'locations',
  'partners',
  'partner_locations',
  'products',
  'pickup_places',
  'admin_users',
  'staff_sessions',
  'seed_ledger',
];

/** One checksum per table over every column of every row: any insert, update or delete changes it. */
async function checksums() {
  const sums: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.$queryRawUnsafe<{ sum: string | null }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM "${table}" t`,
    );
    sums[table] = row.sum ?? 'empty';
  }
  return sums;
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await applyMigrations(url.toString());
  db = createPrismaClient(url.toString());
  vi.stubEnv('ADMIN_EMAIL', staff.email);
  vi.stubEnv('ADMIN_PASSWORD', staff.password);
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await db?.$disconnect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('the seed', () => {
  it('gives a new database the reference data and the staff account, and no sample business', async () => {
    await seedDatabase(db, { sample: false });
    expect(await db.category.count()).toBe(7);
    expect(await db.location.count()).toBe(10);
    expect(await db.pickupPlace.count()).toBeGreaterThan(0);
    expect([
      await db.partner.count(),
      await db.product.count(),
      await db.review.count(),
      await db.order.count(),
    ]).toEqual([0, 0, 0, 0]);
    expect(
      (await checkStaffSignIn(db, { email: staff.email, password: staff.password, addressKey: 'seed-test' })).ok,
    ).toBe(true);
  });

  it('gives each category its search words once: to categories seeded before the words, never over staff’s', async () => {
    for (const category of await db.category.findMany())
      for (const words of [category.searchWordsEn, category.searchWordsFr, category.searchWordsPt])
        expect(words.length, category.slug).toBeGreaterThan(2);
    // A database whose categories were seeded before the words existed: no words, no record of them.
    await db.seedLedger.deleteMany({ where: { kind: 'category-words' } });
    await db.category.updateMany({ data: { searchWordsEn: [], searchWordsFr: [], searchWordsPt: [] } });
    await db.category.update({ where: { slug: 'boat-tours' }, data: { searchWordsPt: ['barco'] } });
    await seedDatabase(db, { sample: false });
    const gastronomy = await db.category.findUniqueOrThrow({ where: { slug: 'gastronomy' } });
    expect(gastronomy.searchWordsPt).toContain('restaurante');
    const boats = await db.category.findUniqueOrThrow({ where: { slug: 'boat-tours' } });
    expect([boats.searchWordsEn, boats.searchWordsPt]).toEqual([[], ['barco']]);
    // Words staff then removed stay removed.
    await db.category.update({ where: { slug: 'gastronomy' }, data: { searchWordsPt: [] } });
    await seedDatabase(db, { sample: false });
    expect((await db.category.findUniqueOrThrow({ where: { slug: 'gastronomy' } })).searchWordsPt).toEqual([]);
  });

  it('loads the sample partners and products on request', async () => {
    await seedDatabase(db, { sample: true });
    expect(await db.partner.count()).toBe(Object.values(seedPartners).flat().length);
    expect(await db.product.count()).toBe(seedProducts.length);
    // Staff-created products get ids past the sample ones.
    const created = await db.product.create({
      data: {
        ...(await db.product.findFirstOrThrow({ omit: { id: true, createdAt: true, updatedAt: true } })),
        nameEn: 'Staff product',
      },
    });
    expect(created.id).toBeGreaterThan(Math.max(...seedProducts.map((product) => product.id)));
  });

  it('never re-creates what staff deleted, never changes what staff edited, never touches the staff account', async () => {
    const [firstProduct, secondProduct] = seedProducts;
    await db.product.delete({ where: { id: firstProduct.id } });
    await db.product.update({
      where: { id: secondProduct.id },
      data: { nameEn: 'Renamed by staff', price: '99.00', quantity: 0, enabled: false },
    });
    const gastronomyOne = { categorySlug_number: { categorySlug: 'gastronomy', number: 1 } };
    await db.partner.delete({ where: gastronomyOne });
    // A partner moved to another number frees its seeded (category, number): the seed must not fill it again.
    await db.partner.update({
      where: { categorySlug_number: { categorySlug: 'gastronomy', number: 2 } },
      data: { number: 77, name: 'Moved by staff' },
    });
    await db.partner.deleteMany({ where: { categorySlug: 'chef-at-home' } });
    await db.category.delete({ where: { slug: 'chef-at-home' } });
    await db.category.update({ where: { slug: 'boat-tours' }, data: { titleEn: 'Sea trips' } });
    const town = await db.location.findFirstOrThrow({ orderBy: { id: 'desc' } });
    await db.partnerLocation.deleteMany({ where: { locationId: town.id } });
    await db.location.delete({ where: { id: town.id } });
    // Staff change the seeded account's password, then disable it.
    await upsertStaffAccount(db, staff.email, 'staff chose this one');
    await db.adminUser.update({ where: { email: staff.email }, data: { disabled: true } });

    const before = await checksums();
    await seedDatabase(db, { sample: true });
    await seedDatabase(db, { sample: true });
    // Another ADMIN_PASSWORD at the next start changes nothing either (npm run admin:create resets a password).
    await seedAdmin(db, { ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: 'another start password' });
    expect(await checksums()).toEqual(before);
    expect(await db.partner.findUnique({ where: gastronomyOne })).toBeNull();
    expect(await db.adminUser.findUniqueOrThrow({ where: { email: staff.email } })).toMatchObject({ disabled: true });
  });

  it('does not re-create a seeded staff account staff deleted, and makes no default account in production or without sample data', async () => {
    await db.adminUser.delete({ where: { email: staff.email } });
    const before = await checksums();
    await seedAdmin(db, { ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password });
    await seedAdmin(db, { NODE_ENV: 'production' });
    await seedAdmin(db, {}, { defaultAccount: false });
    expect(await checksums()).toEqual(before);
    expect(await db.adminUser.count()).toBe(0);
  });
});

describe('the seed ledger’s migration', () => {
  const LEDGER = '20261125150000_seed_ledger';
  const folder = join(process.cwd(), 'prisma/migrations');
  const migrations = readdirSync(folder)
    .filter((entry) => /^\d{14}_/.test(entry))
    .sort();
  const oldName = `${name}_old`;

  it('records the rows of a database seeded before the ledger, so what staff delete afterwards stays deleted', async () => {
    await admin.query(`CREATE DATABASE ${oldName}`);
    const oldUrl = new URL(url);
    oldUrl.pathname = `/${oldName}`;
    const old = new pg.Client({ connectionString: oldUrl.toString() });
    const oldDb = createPrismaClient(oldUrl.toString());
    try {
      await old.connect();
      for (const migration of migrations.filter((entry) => entry < LEDGER))
        await old.query(readFileSync(join(folder, migration, 'migration.sql'), 'utf8'));
      // What the seed before the ledger left: rows, no record of them.
      await old.query(`INSERT INTO products (id, name_en, name_fr, name_pt, description_en, description_fr, description_pt, category_en, category_fr, category_pt, price, quantity, images, updated_at)
        VALUES (${seedProducts[0].id}, 'Old', 'Old', 'Old', 'x', 'x', 'x', 'x', 'x', 'x', 1, 1, '{}', now())`);
      for (const migration of migrations.filter((entry) => entry >= LEDGER))
        await old.query(readFileSync(join(folder, migration, 'migration.sql'), 'utf8'));
      await old.query(`DELETE FROM products WHERE id = ${seedProducts[0].id}`);
      await seedDatabase(oldDb, { sample: true });
      expect(await oldDb.product.findUnique({ where: { id: seedProducts[0].id } })).toBeNull();
      expect(await oldDb.product.count()).toBe(seedProducts.length - 1);
    } finally {
      await oldDb.$disconnect();
      await old.end();
      await admin.query(`DROP DATABASE IF EXISTS ${oldName} WITH (FORCE)`);
    }
  }, 60_000);
});
