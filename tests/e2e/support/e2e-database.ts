import { readFileSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { nextPartnerSlot } from '@/lib/directory/staff-partner-writes';
import { e2eDatabaseUrlFile } from '@/scripts/lib/e2e-database';

/** A Prisma client on the e2e server's own throwaway database (scripts/e2e-server.ts writes its URL). */
export function e2eDatabase() {
  return createPrismaClient(readFileSync(e2eDatabaseUrlFile(), 'utf8').trim());
}

type E2eDb = ReturnType<typeof e2eDatabase>;

/**
 * Creates a partner straight in the e2e database with what every partner needs (descriptions in three languages,
 * a 10% member offer, open 24 h every day) and `data` on top (category, name, ...), numbered as staff's are: the
 * next free number of its category, so specs running side by side never pick the same one.
 * @returns its id and number (its public page is /{category}/{number}).
 */
export async function createE2ePartner(
  db: E2eDb,
  data: { categorySlug: string; name: string } & Record<string, unknown>,
): Promise<{ id: number; number: number }> {
  return db.$transaction(async (tx) => {
    const slot = await nextPartnerSlot(tx, data.categorySlug);
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
        ...slot,
        ...data,
      },
    });
    return { id: partner.id, number: partner.number };
  });
}
