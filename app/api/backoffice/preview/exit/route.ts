// GET /api/backoffice/preview/exit?to=<path> — leaves draft mode (docs/decisions/12-staff-run-directory.md §6) and goes back to `to`, a path of
// this site (else the home page). Open to anyone: it only removes a cookie.
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { publicUrl } from '@/lib/http/origin';
import { previewExitPath } from '@/lib/directory/preview';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  (await draftMode()).disable();
  const to = previewExitPath(new URL(request.url).searchParams.get('to'));
  return NextResponse.redirect(publicUrl(to), { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
