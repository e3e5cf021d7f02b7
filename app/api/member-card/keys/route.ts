// GET /.well-known/member-card-keys.json (rewritten here) — the member card public key (docs/membership.md "Keys").
import { answerRoute } from '@/lib/http/route-response';
import { cardKeys } from '@/lib/membership/cards/card-signing';

export const dynamic = 'force-dynamic';

/** Answers `{ keys: [JWK] }`: the Ed25519 public key that signs member card credentials (kid = its thumbprint). */
export async function GET() {
  return answerRoute({ context: 'GET member card keys failed', failure: { error: 'Keys unavailable' } }, async () => {
    const { publicJwk } = await cardKeys();
    return Response.json({ keys: [publicJwk] }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  });
}
