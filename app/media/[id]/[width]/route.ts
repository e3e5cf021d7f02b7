// GET /media/{id}/{width} — an uploaded image's WebP rendition, what next/image's loader asks for (docs/decisions/12-staff-run-directory.md §3).
import { serveMedia } from '@/lib/media/serve';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/media/[id]/[width]'>) {
  const { id, width } = await params;
  return serveMedia(request, id, width);
}
