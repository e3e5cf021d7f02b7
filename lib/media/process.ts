import 'server-only';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { MediaError } from './errors';
import { MAX_UPLOAD_BYTES, MEDIA_WIDTHS } from './urls';

/*
 * Turns an uploaded file into the WebP renditions the pages use (docs/decisions/12-staff-run-directory.md §3), with sharp. The type is read from
 * the bytes, never from the name or the browser's content type.
 */

export type SourceType = 'jpeg' | 'png' | 'webp' | 'avif';
export type ProcessedImage = {
  width: number;
  height: number;
  sourceType: SourceType;
  sourceSize: number;
  /** WebP renditions, narrowest first; a picture narrower than a width gets one rendition at its own width. */
  variants: { width: number; height: number; data: Buffer }[];
};

/** Largest picture decoded, in pixels (about 50 megapixels): a small file cannot make the server decode a huge one. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

// The machine has 2 cores shared with the web server: one image at a time per process, one libvips thread each,
// and no operation cache (each upload is seen once).
sharp.concurrency(1);
sharp.cache(false);
const oneAtATime = pLimit(1);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type of a file from its first bytes (magic numbers), or why it is refused: SVG (text, and it can carry
 * scripts) is named as such, anything else that is not JPEG, PNG, WebP or AVIF is 'not-an-image'.
 */
export function sniffImageType(bytes: Uint8Array): SourceType | 'svg' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<') && /<svg[\s>]/.test(head)) return 'svg';
  return null;
}

/**
 * Checks an uploaded file by its content and renders it as WebP at MEDIA_WIDTHS (never wider than the picture):
 * turned upright from its EXIF orientation, every metadata (EXIF with GPS, XMP, IPTC, ICC) dropped, sRGB.
 * Runs one image at a time per process.
 * @param bytes the uploaded file, at most MAX_UPLOAD_BYTES.
 * @returns the renditions, or a MediaError: 'too-large' over 10 MB, 'svg', 'not-an-image' (unknown type, or
 *   bytes sharp cannot decode), 'too-many-pixels' over MAX_INPUT_PIXELS.
 */
export async function processImage(
  bytes: Uint8Array,
): Promise<{ ok: true; image: ProcessedImage } | { ok: false; error: MediaError }> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, error: 'too-large' };
  const sniffed = sniffImageType(bytes);
  if (sniffed === 'svg') return { ok: false, error: 'svg' };
  if (!sniffed) return { ok: false, error: 'not-an-image' };
  return oneAtATime(() => render(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), sniffed));
}

async function render(
  input: Buffer,
  sourceType: SourceType,
): Promise<{ ok: true; image: ProcessedImage } | { ok: false; error: MediaError }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, options).metadata();
    const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
    if (format !== sourceType) return { ok: false, error: 'not-an-image' };
    // EXIF orientations 5-8 swap width and height once the picture is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = swapped ? metadata.height : metadata.width;
    height = swapped ? metadata.width : metadata.height;
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, error: 'too-many-pixels' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, error: 'too-many-pixels' };
    return { ok: false, error: 'not-an-image' };
  }
  const widths = [...new Set(MEDIA_WIDTHS.map((wanted) => Math.min(wanted, width)))];
  try {
    const variants = [];
    for (const target of widths) {
      // Without withMetadata/keepExif sharp writes no metadata at all; autoOrient applies the EXIF orientation first.
      const { data, info } = await sharp(input, options)
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return { ok: true, image: { width, height, sourceType, sourceSize: input.byteLength, variants } };
  } catch {
    // Truncated or corrupt data that the header did not reveal.
    return { ok: false, error: 'not-an-image' };
  }
}
