import { readFileSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { nextPartnerSlot } from '@/lib/directory/staff-partner-writes';
import { e2eDatabaseUrlFile } from '@/scripts/lib/e2e-database';

/** A Prisma client on the e2e server's own throwaway database (scripts/e2e-server.ts writes its URL). */
export function e2eDatabase() {
  return createPrismaClient(readFileSync(e2eDatabaseUrlFile(), 'utf8').trim());
}

type E2eDb = ReturnType<typeof e2eDatabase>;
export type E2eTx = Parameters<Parameters<E2eDb['$transaction']>[0]>[0];

/**
 * A number for a test partner: above every number of its category (the category's lock, as staff's writes take it)
 * and never one an earlier partner of the run had, even a deleted one (the partners' id sequence only grows), so no
 * spec is shown another's cached page. Call inside the transaction that creates the partner.
 */
export async function e2ePartnerNumber(tx: E2eTx, categorySlug: string): Promise<number> {
  const { number } = await nextPartnerSlot(tx, categorySlug);
  const [{ fresh }] = await tx.$queryRaw<{ fresh: bigint }[]>`
    SELECT nextval(pg_get_serial_sequence('partners', 'id')) AS fresh`;
  return Math.max(number, 10_000 + Number(fresh));
}

/**
 * Creates a partner straight in the e2e database with what every partner needs (descriptions in three languages,
 * a 10% member offer, open 24 h every day) and `data` on top (category, name, ...), with a number of its own
 * (e2ePartnerNumber). @returns its id and number (its public page is /{category}/{number}).
 */
export async function createE2ePartner(
  db: E2eDb,
  data: { categorySlug: string; name: string; number?: never; position?: never } & Record<string, unknown>,
): Promise<{ id: number; number: number }> {
  return db.$transaction(async (tx) => {
    const number = await e2ePartnerNumber(tx, data.categorySlug);
    const partner = await tx.partner.create({
      data: {
        descriptionEn: `${data.name}.`,
        descriptionFr: `${data.name}.`,
        descriptionPt: `${data.name}.`,
        offerType: 'percentage',
        offerValue: 10,
        offerLines: { en: ['10% discount for members'], fr: ['10 % de réduction'], pt: ['10% de desconto'] },
        openingHours: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { kind: '24h' }]),
        ),
        ...data,
        number,
      },
    });
    return { id: partner.id, number: partner.number };
  });
}
