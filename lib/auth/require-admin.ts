import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { cookies } from 'next/headers';
import { prisma } from '@/lib/db';
import { readSessionToken } from './session-token';

/** Thrown by requireAdmin when there is no valid staff session; actions turn it into `Unauthorized`. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

/** The staff member behind a request. */
export type AdminIdentity = { id: number; email: string; expiresAt: number };

/**
 * The signed-in staff member, or null (SPEC §6). Reads the Auth.js session cookie itself, checks the token's
 * signature and its deadline, then the admin_users row on every call, so a disabled or deleted account loses
 * access on its next request even with a valid cookie. Nothing else about the request (headers such as
 * x-middleware-subrequest) is trusted.
 */
export async function getAdmin(readCookie?: (name: string) => string | undefined): Promise<AdminIdentity | null> {
  const jar = readCookie ? null : await cookies();
  const token = await readSessionToken(readCookie ?? ((name) => jar?.get(name)?.value));
  const id = Number(token?.sub);
  if (!token || !Number.isSafeInteger(id)) return null;
  const admin = await prisma.adminUser.findUnique({ where: { id }, select: { id: true, email: true, disabled: true } });
  if (!admin || admin.disabled) return null;
  return { id: admin.id, email: admin.email, expiresAt: token.expiresAt };
}

/** getAdmin for a route handler's Request (reads its Cookie header; usable outside Next's request scope). */
export function getAdminFromRequest(request: Request): Promise<AdminIdentity | null> {
  const jar = new RequestCookies(request.headers);
  return getAdmin((name) => jar.get(name)?.value);
}

/**
 * The one server-side check of the backoffice (issue 4): the protected layout, every staff server action and
 * every staff route handler call it.
 * @throws UnauthorizedError without a valid session of an enabled admin.
 */
export async function requireAdmin(): Promise<AdminIdentity> {
  const admin = await getAdmin();
  if (!admin) throw new UnauthorizedError();
  return admin;
}
