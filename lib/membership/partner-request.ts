import 'server-only';
import { refuse } from '@/lib/http/route-response';
import { readBodyWithin } from '@/lib/media/request-body';
import { currentPartnerUser } from './partner-session';

/**
 * The body of a partner endpoint's POST (docs/membership.md "Partners verify and redeem"): the partner session is
 * checked before a byte of it is read, then it is parsed as JSON, read no further than `limitBytes`
 * (a declared Content-Length over it is refused before reading), so an anonymous or oversized post costs nothing.
 * The partner functions the route then calls check the session again (the data access layer).
 * @returns the parsed body, null when it is not JSON.
 * @throws RouteRefusal 401 `{ error: 'Sign in again' }` without a partner session, 413 `{ error: 'Request too large' }`
 * over `limitBytes`.
 */
export async function readPartnerPost(request: Request, limitBytes: number): Promise<unknown> {
  if (!(await currentPartnerUser())) refuse(401, { error: 'Sign in again' });
  const bytes = await readBodyWithin(request, limitBytes);
  if (!bytes) refuse(413, { error: 'Request too large' });
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
