// The pictures shipped under public/ as WebP renditions at the widths pages draw (docs/media.md, "Pictures shipped
// with the app"). Why at build time: Next's image optimizer keeps no cache here (isrFlushToDisk is off), so every
// `/_next/image` request re-encoded its picture (40-60 ms of CPU each); files written once are served as they are.
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_WIDTHS } from '@/lib/media/urls';
import { PUBLIC_IMAGE_DIR, PUBLIC_IMAGE_EXTENSION, publicImageUrl } from '@/lib/media/public-images';

/** Lists the pictures under `publicDir` (relative URLs like `/partners/x/1.webp`), skipping the renditions. */
async function listPictures(publicDir: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(publicDir, folder), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (relative !== `/${PUBLIC_IMAGE_DIR}`) found.push(...(await listPictures(publicDir, relative)));
    } else if (PUBLIC_IMAGE_EXTENSION.test(entry.name)) found.push(relative);
  }
  return found;
}

async function isFresh(output: string, sourceMtime: number): Promise<boolean> {
  const existing = await stat(output).catch(() => null);
  return existing !== null && existing.mtimeMs >= sourceMtime;
}

/** A WebP picture drawn at its own width is copied as it is; anything else is encoded once per width. */
async function render(source: string, width: number, ownWidth: boolean): Promise<Buffer> {
  if (ownWidth && source.toLowerCase().endsWith('.webp')) return readFile(source);
  return sharp(source).resize({ width }).webp({ quality: 75 }).toBuffer();
}

/**
 * Writes `public/_img/...` : for every JPEG, PNG or WebP picture under `publicDir`, one WebP file per width of
 * MEDIA_WIDTHS, never wider than the picture (a narrower picture is written at its own width under each name, a
 * WebP one copied as it is), at quality 75 like Next's optimizer. Files newer than their picture are kept, so a second run costs a directory walk.
 * @returns how many files were written and how many were already up to date.
 */
export async function buildPublicImages(publicDir: string): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  for (const picture of await listPictures(publicDir)) {
    const source = path.join(publicDir, picture);
    const { mtimeMs } = await stat(source);
    const { width: ownWidth = 0 } = await sharp(source).metadata();
    const encoded = new Map<number, Buffer>();
    for (const width of MEDIA_WIDTHS) {
      const output = path.join(publicDir, publicImageUrl(picture, width));
      if (await isFresh(output, mtimeMs)) {
        kept += 1;
        continue;
      }
      const drawn = Math.min(width, ownWidth);
      const bytes = encoded.get(drawn) ?? (await render(source, drawn, drawn === ownWidth));
      encoded.set(drawn, bytes);
      await mkdir(path.dirname(output), { recursive: true });
      await writeFile(output, bytes);
      written += 1;
    }
  }
  return { written, kept };
}
