import { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';
import { claimDailyRun } from '@/lib/ops/daily-job';
import { mediaIdOf } from './urls';

/** Uploads younger than this are kept even when nothing names them yet: a form being filled in, in hours. */
export const ORPHAN_GRACE_HOURS = 24;

/** SQL condition: the media_images row `m` is named by no product, category, town or partner. */
const UNUSED = Prisma.sql`
  NOT EXISTS (SELECT 1 FROM products p WHERE '/media/' || m.id = ANY (p.images))
  AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.image = '/media/' || m.id)
  AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.image = '/media/' || m.id)
  AND NOT EXISTS (
    SELECT 1 FROM partners pa
    WHERE pa.logo = '/media/' || m.id OR pa.photos @> jsonb_build_array(jsonb_build_object('src', '/media/' || m.id)))`;

/**
 * Deletes the uploaded images (media_images and their variants) that no product, category, town or partner (logo
 * or photos, drafts included) names, and that were uploaded more than ORPHAN_GRACE_HOURS before `now`
 * (docs/media.md, "Images nothing uses"). Runs at most once a day across processes (claimDailyRun); the claim and
 * the deletion are one transaction.
 * @returns the deleted image ids, or null when another run already took today's turn.
 */
export async function removeOrphanUploads(db: Db, now: Date = new Date()): Promise<string[] | null> {
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_HOURS * 3_600_000);
  return db.$transaction(
    async (tx) => {
      if (!(await claimDailyRun(tx, 'media:orphans', now))) return null;
      const deleted = await tx.$queryRaw<{ id: string }[]>`
      DELETE FROM media_images m WHERE m.created_at < ${cutoff} AND ${UNUSED} RETURNING m.id`;
      return deleted.map((row) => row.id).sort();
    },
    { timeout: 60_000 },
  );
}

/**
 * Deletes the uploads a refused form stored a moment ago (`urls`, `/media/{id}`), unless something names them by
 * now (another form may have used the same file: same bytes, same id). Other URLs are ignored.
 * @returns how many images were deleted.
 */
export async function discardUploads(db: Db, urls: string[]): Promise<number> {
  const ids = urls.map(mediaIdOf).filter((id): id is string => id !== null);
  if (ids.length === 0) return 0;
  return db.$executeRaw`DELETE FROM media_images m WHERE m.id = ANY (${ids}) AND ${UNUSED}`;
}
