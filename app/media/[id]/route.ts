// GET /media/{id} — an uploaded image at its widest stored rendition (JSON-LD, Open Graph; docs/decisions/12-staff-run-directory.md §3).
import { serveMedia } from '@/lib/media/serve';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/media/[id]'>) {
  return serveMedia(request, (await params).id);
}
