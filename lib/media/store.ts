import 'server-only';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '@/lib/db';
import type { MediaError } from './errors';
import { processImage, type ProcessedImage } from './process';
import { mediaIdOf, mediaUrl } from './urls';

/*
 * Uploaded images in PostgreSQL (docs/decisions/12-staff-run-directory.md §3; docs/media.md): one media_images row per uploaded file, keyed by
 * the SHA-256 of its bytes, and one media_variants row per WebP width.
 */

export type StoredImage = { id: string; url: string; width: number; height: number; created: boolean };
export type UploadResult = { ok: true; image: StoredImage } | { ok: false; error: MediaError };

/** The id of an uploaded file: 32 hex characters (128 bits) of the SHA-256 of its bytes. */
export function mediaIdFor(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Checks and renders uploaded files (processImage), then stores them all in one transaction, or none when any is
 * refused (docs/decisions/12-staff-run-directory.md §3: a refused upload stores nothing). A file uploaded before is not processed again: its
 * existing image is answered (`created: false`).
 * @param uploadedBy the staff member's id, kept on new rows.
 * @returns the stored images in the order given, or the first file's refusal with its index.
 */
export async function storeUploads(
  db: Db,
  files: Uint8Array[],
  uploadedBy: number | null,
): Promise<{ ok: true; images: StoredImage[] } | { ok: false; error: MediaError; index: number }> {
  const ids = files.map(mediaIdFor);
  const existing = await db.mediaImage.findMany({
    where: { id: { in: ids } },
    select: { id: true, width: true, height: true },
  });
  const known = new Map(existing.map((row) => [row.id, row]));
  const processed = new Map<string, ProcessedImage>();
  for (const [index, file] of files.entries()) {
    if (known.has(ids[index]) || processed.has(ids[index])) continue;
    const result = await processImage(file);
    if (!result.ok) return { ok: false, error: result.error, index };
    processed.set(ids[index], result.image);
  }
  await db.$transaction(async (tx) => {
    for (const [id, image] of processed) await insertImage(tx, id, image, uploadedBy);
  });
  return {
    ok: true,
    images: ids.map((id) => {
      const row = known.get(id) ?? processed.get(id)!;
      return { id, url: mediaUrl(id), width: row.width, height: row.height, created: !known.has(id) };
    }),
  };
}

/** storeUploads for one file. */
export async function storeUpload(db: Db, file: Uint8Array, uploadedBy: number | null): Promise<UploadResult> {
  const result = await storeUploads(db, [file], uploadedBy);
  return result.ok ? { ok: true, image: result.images[0] } : { ok: false, error: result.error };
}

async function insertImage(tx: Tx, id: string, image: ProcessedImage, uploadedBy: number | null) {
  const { width, height, sourceType, sourceSize, variants } = image;
  // Another process may store the same file at the same moment: same id, same bytes, so theirs is as good.
  await tx.mediaImage.createMany({
    data: [{ id, width, height, sourceType, sourceSize, uploadedBy }],
    skipDuplicates: true,
  });
  await tx.mediaVariant.createMany({
    data: variants.map((variant) => ({
      imageId: id,
      width: variant.width,
      height: variant.height,
      data: new Uint8Array(variant.data),
    })),
    skipDuplicates: true,
  });
}

/** True when every uploaded image the URLs name (`/media/{id}`) is stored; other URLs are not checked here. */
export async function mediaImagesExist(db: Db, urls: string[]): Promise<boolean> {
  const ids = [...new Set(urls.map(mediaIdOf).filter((id): id is string => id !== null))];
  return ids.length === 0 || (await db.mediaImage.count({ where: { id: { in: ids } } })) === ids.length;
}

/**
 * The rendition to serve for a stored width: the narrowest variant at least that wide, else the widest (a picture
 * narrower than the width has no wider variant). Null for an unknown image.
 * @returns WebP bytes and the variant's own width (part of its ETag).
 */
export async function findVariant(
  db: Db,
  id: string,
  width: number | null,
): Promise<{ width: number; data: Uint8Array } | null> {
  const select = { width: true, data: true } as const;
  if (width !== null) {
    const atLeast = await db.mediaVariant.findFirst({
      where: { imageId: id, width: { gte: width } },
      orderBy: { width: 'asc' },
      select,
    });
    if (atLeast) return atLeast;
  }
  return db.mediaVariant.findFirst({ where: { imageId: id }, orderBy: { width: 'desc' }, select });
}
