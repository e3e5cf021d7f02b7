// GET /api/partner/ledger-csv?locale=&from=&to= — the signed-in partner's own redemption ledger as CSV.
import { csvDownload } from '@/lib/http/csv-export';
import { answerRoute, refuse } from '@/lib/http/route-response';
import { isLocale } from '@/lib/i18n/routing';
import { ledgerQuerySchema, searchParamsObject } from '@/lib/membership/partners/ledger-filters';
import { partnerLedgerCsv } from '@/lib/membership/partners/partner-area';

export const dynamic = 'force-dynamic';

/**
 * Answers the CSV (file name, headings and numbers as `locale`'s spreadsheets read them, Portuguese by default) of the
 * session's business only; 401 without a partner session.
 */
export async function GET(request: Request) {
  return answerRoute(
    { context: 'GET /api/partner/ledger-csv failed', failure: { error: 'Export failed' } },
    async () => {
      const params = new URL(request.url).searchParams;
      const { from, to } = ledgerQuerySchema.parse(searchParamsObject(params));
      const locale = params.get('locale');
      const csv = await partnerLedgerCsv(isLocale(locale) ? locale : 'pt', { from, to });
      if (csv === null) refuse(401, { error: 'Sign in again' });
      return csvDownload(csv);
    },
  );
}
