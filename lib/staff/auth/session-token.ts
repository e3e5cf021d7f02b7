import { decode, type JWT } from 'next-auth/jwt';
import { appSecret } from '@/lib/secret';

// Auth.js names the cookie with the __Secure- prefix on https; the name is also the JWT's salt.
const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'];

/** A staff session token that is correctly signed and not past its deadline. */
export type StaffToken = JWT & { sub: string; expiresAt: number };

/**
 * Reads the Auth.js session cookie through `getCookie` and returns its token when its signature checks out and
 * its deadline (expiresAt, epoch ms) is still ahead; otherwise null. Never re-issues the cookie, so it is safe in
 * proxy.ts (Auth.js's own wrapper re-sets the cookie on every response and would undo a sign-out).
 */
export async function readSessionToken(getCookie: (name: string) => string | undefined): Promise<StaffToken | null> {
  for (const name of SESSION_COOKIES) {
    const value = getCookie(name);
    if (!value) continue;
    const token = await decode({ token: value, secret: appSecret(), salt: name }).catch(() => null);
    if (token && typeof token.sub === 'string' && typeof token.expiresAt === 'number' && token.expiresAt > Date.now())
      return token as StaffToken;
  }
  return null;
}
