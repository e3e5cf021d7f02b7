// GET /api/backoffice/insights-report?partnerId=1&month=YYYY-MM&format=pdf|html — preview of a partner's monthly report (staff only).
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import { previewPartnerReport } from '@/lib/insights/staff-report-preview';
import * as z from '@/lib/validation/zod';
import { partnerReportMonthSchema } from '@/lib/insights/schemas';

export const dynamic = 'force-dynamic';

const querySchema = z.extend(partnerReportMonthSchema, { format: z._default(z.enum(['pdf', 'html']), 'pdf') });

export async function GET(request: Request) {
  return answerRoute(
    { context: 'GET /api/backoffice/insights-report failed', failure: { error: 'Preview failed' } },
    async () => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      const query = parseOrRefuse(
        querySchema,
        { ...params, format: params.format || undefined },
        {
          error: 'partnerId, month (YYYY-MM) and format (pdf or html) are required',
        },
      );
      // previewPartnerReport checks the staff session itself: without one it throws, and the answer is 401.
      const preview = await previewPartnerReport(query.partnerId, query.month, query.format);
      if (!preview) refuse(404, { error: 'Partner not found' });
      const headers: Record<string, string> = { 'Content-Type': preview.type, 'Cache-Control': 'no-store' };
      if (preview.fileName) headers['Content-Disposition'] = `inline; filename="${preview.fileName}"`;
      // The e-mail's HTML is shown as a document of its own: no script may run in it.
      if (!preview.fileName)
        headers['Content-Security-Policy'] = "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'";
      return new Response(preview.body, { headers });
    },
  );
}
