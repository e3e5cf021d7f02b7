// GET /api/backoffice/redemptions-csv?partnerId=&from=&to= — the redemption ledger as CSV (staff only).
import { csvDownload } from '@/lib/http/csv-export';
import { answerRoute } from '@/lib/http/route-response';
import { ledgerQuerySchema, searchParamsObject } from '@/lib/membership/partners/ledger-filters';
import { exportStaffLedgerCsv } from '@/lib/membership/partners/staff-ledger-export';

export const dynamic = 'force-dynamic';

/**
 * Answers the ledger's CSV (lib/membership/partners/ledger-csv.ts) under the filters (unreadable ones mean "any"), in the
 * staff member's language; 401 without a staff session.
 */
export async function GET(request: Request) {
  return answerRoute(
    { context: 'GET /api/backoffice/redemptions-csv failed', failure: { error: 'Export failed' } },
    async () => {
      const { partnerId, from, to } = ledgerQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
      // exportStaffLedgerCsv checks the staff session itself: without one it throws, and the answer is 401.
      return csvDownload(await exportStaffLedgerCsv({ partnerId, from, to }));
    },
  );
}
