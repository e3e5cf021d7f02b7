// GET /api/backoffice/orders-csv?from=YYYY-MM-DD&to=YYYY-MM-DD — CSV export of the orders created in the range (staff only),
// in the staff member's language (lib/shop/staff-sales.ts ordersCsv).
import { exportOrdersCsv } from '@/lib/shop/orders/staff-order-export';
import { csvDownload } from '@/lib/http/csv-export';
import { answerRoute, parseOrRefuse } from '@/lib/http/route-response';
import { dateRangeSchema, MAX_RANGE_DAYS } from '@/lib/validation/date-range';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return answerRoute(
    { context: 'GET /api/backoffice/orders-csv failed', failure: { error: 'Export failed' } },
    async () => {
      const params = new URL(request.url).searchParams;
      const range = parseOrRefuse(
        dateRangeSchema,
        { from: params.get('from'), to: params.get('to') },
        {
          error: `A valid date range is required: from and to as YYYY-MM-DD, at most ${MAX_RANGE_DAYS} days`,
        },
      );
      // exportOrdersCsv checks the staff session itself: without one it throws, and the answer is 401.
      return csvDownload(await exportOrdersCsv(range));
    },
  );
}
