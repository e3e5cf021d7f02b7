// GET /api/backoffice/preview?partner=<id> — staff only: turns on draft mode and opens the partner's public page,
// drafts included (docs/decisions/12-staff-run-directory.md §6). Anonymous requests are sent to the sign-in page and learn nothing.
import { NextResponse } from 'next/server';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import { UnauthorizedError } from '@/lib/staff/auth/require-staff';
import { startPartnerPreview } from '@/lib/directory/preview';
import { reportUnexpectedError } from '@/lib/report-error';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  try {
    const path = await startPartnerPreview(new URL(request.url).searchParams.get('partner'));
    if (!path) return Response.json({ error: 'Partner not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    return NextResponse.redirect(new URL(path, request.url), { status: 303, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof UnauthorizedError) return NextResponse.redirect(new URL(LOGIN_PATH, request.url), { status: 303 });
    reportUnexpectedError('GET /api/backoffice/preview failed', error);
    return Response.json({ error: 'Preview failed' }, { status: 500 });
  }
}
