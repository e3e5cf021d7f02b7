import { createHash, timingSafeEqual } from 'node:crypto';
import { getStaffFromRequest } from '@/lib/staff/auth/require-staff';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <EMAIL_API_TOKEN>` (compared in constant time). */
export function hasEmailApiToken(request: Request, token = process.env.EMAIL_API_TOKEN): boolean {
  const match = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i);
  if (!token || !match) return false;
  return timingSafeEqual(digest(match[1].trim()), digest(token));
}

/**
 * Who may call the e-mail endpoints (docs/decisions/05-mail-content-pages-inbox.md §3): a signed-in staff member or a bearer token equal to
 * EMAIL_API_TOKEN; anyone else is refused (401) before anything is read or queued.
 */
export async function authorizeEmailApi(request: Request): Promise<boolean> {
  if (hasEmailApiToken(request)) return true;
  return (await getStaffFromRequest(request)) !== null;
}
