// GET /api/backoffice/insights-report?partnerId=1&month=YYYY-MM&format=pdf|html — preview of a partner's monthly report (staff only).
import { UnauthorizedError } from '@/lib/staff/auth/require-staff';
import { previewPartnerReport } from '@/lib/insights/report-preview';
import { reportUnexpectedError } from '@/lib/report-error';
import * as z from '@/lib/validation/zod';
import { partnerReportMonthSchema } from '@/lib/insights/schemas';

export const dynamic = 'force-dynamic';

const querySchema = z.extend(partnerReportMonthSchema, { format: z._default(z.enum(['pdf', 'html']), 'pdf') });

export async function GET(request: Request) {
  try {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = querySchema.safeParse({ ...params, format: params.format || undefined });
    if (!query.success) return Response.json({ error: 'partnerId, month (YYYY-MM) and format (pdf or html) are required' }, { status: 400 });
    const preview = await previewPartnerReport(query.data.partnerId, query.data.month, query.data.format);
    if (!preview) return Response.json({ error: 'Partner not found' }, { status: 404 });
    const headers: Record<string, string> = { 'Content-Type': preview.type, 'Cache-Control': 'no-store' };
    if (preview.fileName) headers['Content-Disposition'] = `inline; filename="${preview.fileName}"`;
    // The e-mail's HTML is shown as a document of its own: no script may run in it.
    if (!preview.fileName) headers['Content-Security-Policy'] = "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'";
    return new Response(preview.body, { headers });
  } catch (error) {
    if (error instanceof UnauthorizedError) return Response.json({ error: 'Unauthorized' }, { status: 401 });
    reportUnexpectedError('GET /api/backoffice/insights-report failed', error);
    return Response.json({ error: 'Preview failed' }, { status: 500 });
  }
}
