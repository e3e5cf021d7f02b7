// The seed ledger (docs/deploy.md "Reference and sample data"): the seed inserts only what it never inserted
// before, so a row staff deleted is not re-created and a row staff edited is not touched.
import type { Db, Tx } from '@/lib/db';

/** The kinds of seeded rows, one per table the seed writes, and the categories' search words (docs/search.md). */
export type SeedKind = 'category' | 'category-words' | 'location' | 'partner' | 'product' | 'staff-account';

type SeedOnceOptions<T> = {
  /** The seed's own key of an item (a slug, an id), stored in `seed_ledger.key`. */
  keyOf: (item: T) => string;
  /**
   * Inserts one item inside the ledger's transaction; it leaves a row that already exists under the same key
   * (created by staff) as it is.
   */
  insert: (tx: Tx, item: T) => Promise<unknown>;
};

/**
 * Inserts every item whose (kind, key) the ledger has never recorded, and records it in the same transaction.
 * Idempotent: a second run inserts nothing and changes nothing. A database seeded before the ledger existed got
 * its rows recorded by the ledger's migration.
 * @returns the keys inserted by this run.
 */
export async function seedOnce<T>(
  db: Db,
  kind: SeedKind,
  items: readonly T[],
  options: SeedOnceOptions<T>,
): Promise<string[]> {
  const recorded = new Set(
    (await db.seedLedger.findMany({ where: { kind }, select: { key: true } })).map((row) => row.key),
  );
  const inserted: string[] = [];
  for (const item of items) {
    const key = options.keyOf(item);
    if (recorded.has(key)) continue;
    await db.$transaction(async (tx) => {
      await options.insert(tx, item);
      await tx.seedLedger.create({ data: { kind, key } });
    });
    inserted.push(key);
  }
  return inserted;
}
