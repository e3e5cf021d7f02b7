// GET /api/member-card/pass/{card link token}?locale=pt — the card as an Apple Wallet pass (docs/membership.md "Apple Wallet").
import { answerRoute, refuse } from '@/lib/http/route-response';
import { isLocale } from '@/lib/i18n/routing';
import { walletPassFor } from '@/lib/membership/cards/wallet-pass';

export const dynamic = 'force-dynamic';

/**
 * Answers the `.pkpass` archive of the card the token opens, in `locale` (the card's own language unless en, fr or
 * pt is named); 404 when passes are not configured, the token is forged, or the card is revoked, deleted or past its last day.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/member-card/pass/[token]'>) {
  return answerRoute({ context: 'GET member card pass failed', failure: { error: 'Pass unavailable' } }, async () => {
    const { token } = await params;
    const locale = new URL(request.url).searchParams.get('locale');
    const pass = await walletPassFor(token, isLocale(locale) ? locale : undefined);
    if (!pass) refuse(404, { error: 'No pass for this card' });
    return new Response(new Uint8Array(pass), {
      headers: {
        'Content-Type': 'application/vnd.apple.pkpass',
        'Content-Disposition': 'attachment; filename="member-card.pkpass"',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  });
}
