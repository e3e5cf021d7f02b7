// GET /api/backoffice/orders-csv?from=YYYY-MM-DD&to=YYYY-MM-DD — CSV export of the orders created in the range (staff only).
import { UnauthorizedError } from '@/lib/staff/auth/require-staff';
import { exportOrdersCsv } from '@/lib/shop/order-export';
import { dateRangeSchema, MAX_RANGE_DAYS } from '@/lib/shop/staff-schemas';
import { reportUnexpectedError } from '@/lib/report-error';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  try {
    const params = new URL(request.url).searchParams;
    const range = dateRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
    if (!range.success) return Response.json({ error: `A valid date range is required: from and to as YYYY-MM-DD, at most ${MAX_RANGE_DAYS} days` }, { status: 400 });
    const csv = await exportOrdersCsv(range.data);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${range.data.from}-to-${range.data.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof UnauthorizedError) return Response.json({ error: 'Unauthorized' }, { status: 401 });
    reportUnexpectedError('GET /api/backoffice/orders-csv failed', error);
    return Response.json({ error: 'Export failed' }, { status: 500 });
  }
}
