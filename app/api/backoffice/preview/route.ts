// GET /api/backoffice/preview?partner=<id> — staff only: turns on draft mode and opens the partner's public page,
// drafts included (docs/decisions/12-staff-run-directory.md §6). Anonymous requests are sent to the sign-in page and learn nothing.
import { NextResponse } from 'next/server';
import { publicUrl } from '@/lib/http/origin';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import { startPartnerPreview } from '@/lib/directory/preview';
import { answerRoute, refuse } from '@/lib/http/route-response';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return answerRoute(
    {
      context: 'GET /api/backoffice/preview failed',
      failure: { error: 'Preview failed' },
      unauthorized: () => NextResponse.redirect(publicUrl(LOGIN_PATH), { status: 303 }),
    },
    async () => {
      const path = await startPartnerPreview(new URL(request.url).searchParams.get('partner'));
      if (!path) refuse(404, { error: 'Partner not found' }, { 'Cache-Control': 'no-store' });
      return NextResponse.redirect(publicUrl(path), {
        status: 303,
        headers: { 'Cache-Control': 'no-store' },
      });
    },
  );
}
