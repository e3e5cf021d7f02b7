import 'server-only';
import { prisma } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';
import { findVariant } from './store';
import { MEDIA_ID, MEDIA_WIDTHS } from './urls';

/** A year, in seconds: uploaded image URLs never change what they answer (docs/decisions/12-staff-run-directory.md §3). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Answers GET /media/{id} (the widest rendition) or /media/{id}/{width} (a width of MEDIA_WIDTHS, canonical
 * digits) as image/webp with a year-long immutable cache and a strong ETag; 304 when the browser holds that ETag;
 * 404 for an unknown or malformed id or width.
 */
export async function serveMedia(request: Request, id: string, width?: string): Promise<Response> {
  const wanted = width === undefined ? null : MEDIA_WIDTHS.find((stored) => String(stored) === width);
  if (!MEDIA_ID.test(id) || wanted === undefined) return notFound();
  try {
    const variant = await findVariant(prisma, id, wanted);
    if (!variant) return notFound();
    const etag = `"${id}-${variant.width}"`;
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE, ETag: etag };
    const matches = request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag);
    if (matches) return new Response(null, { status: 304, headers });
    return new Response(Buffer.from(variant.data), {
      headers: { ...headers, 'Content-Length': String(variant.data.byteLength) },
    });
  } catch (error) {
    reportUnexpectedError('Serving an uploaded image failed', error);
    return new Response('Image unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
