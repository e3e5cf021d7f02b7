import 'server-only';
import { prisma } from '@/lib/db';
import { refuse } from '@/lib/http/route-response';
import { readBodyWithin } from '@/lib/media/request-body';
import { currentPartnerUser, type PartnerIdentity } from '@/lib/partner-auth/session';

/**
 * The partner user of a partner endpoint's request (docs/membership.md "Keys"). Auth.js answers "no session" when
 * its database read fails too, and a counter told 401 drops its offline page: so 401 is answered only when the
 * database answers, and 503 when it cannot say.
 * @throws RouteRefusal 401 `{ error: 'Sign in again' }` without a partner session, 503 `{ error: 'Try again' }`
 * when the database does not answer.
 */
export async function requirePartnerRequest(): Promise<PartnerIdentity> {
  const user = await currentPartnerUser();
  if (user) return user;
  try {
    await prisma.$queryRaw`SELECT 1`;
  } catch {
    refuse(503, { error: 'Try again' }, { 'Retry-After': '30' });
  }
  refuse(401, { error: 'Sign in again' });
}

/**
 * The body of a partner endpoint's POST (docs/membership.md "Partners verify and redeem"): the partner session is
 * checked before a byte of it is read, then it is parsed as JSON, read no further than `limitBytes`
 * (a declared Content-Length over it is refused before reading), so an anonymous or oversized post costs nothing.
 * The partner functions the route then calls check the session again (the data access layer).
 * @returns the parsed body, null when it is not JSON.
 * @throws RouteRefusal 401 `{ error: 'Sign in again' }` without a partner session (503 when the database cannot say:
 * requirePartnerRequest), 413 `{ error: 'Request too large' }` over `limitBytes`.
 */
export async function readPartnerPost(request: Request, limitBytes: number): Promise<unknown> {
  await requirePartnerRequest();
  const bytes = await readBodyWithin(request, limitBytes);
  if (!bytes) refuse(413, { error: 'Request too large' });
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
