// The migrations folder is the only way the schema reaches a database: check that it builds the tables, that the
// hand-written CHECK constraints guard stock, and that it agrees with schema.prisma (else a migration is missing).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffMigrations } from '@/scripts/lib/schema-engine';

const databaseUrl = process.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: databaseUrl });

beforeAll(() => client.connect());
afterAll(() => client.end());

describe('migrations', () => {
  it('create the products, orders and order_items tables', async () => {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['order_items', 'orders', 'products', '_prisma_migrations']),
    );
  });

  it('refuse negative stock', async () => {
    const insert = client.query(
      `INSERT INTO products (name_pt, name_en, name_fr, price, quantity, updated_at)
       VALUES ('Sal', 'Salt', 'Sel', 3.50, -1, now())`,
    );
    await expect(insert).rejects.toThrow(/products_quantity_non_negative/);
  });

  it('allow zero stock', async () => {
    await client.query('BEGIN');
    try {
      const { rowCount } = await client.query(
        `INSERT INTO products (name_pt, name_en, name_fr, price, quantity, updated_at)
         VALUES ('Sal', 'Salt', 'Sel', 3.50, 0, now())`,
      );
      expect(rowCount).toBe(1);
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it('match schema.prisma', async () => {
    expect(await diffMigrations(databaseUrl)).toBe('');
  });
});
