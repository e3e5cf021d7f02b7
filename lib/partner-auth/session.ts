import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { partnerAuth } from '@/lib/partner-auth/auth-js';

/** The partner user behind a request: whose business they may see (docs/membership.md "Partner accounts"). */
export type PartnerIdentity = { userId: number; partnerId: number; email: string };

/**
 * The signed-in partner user of this request, read once per render: Auth.js checks the session cookie against
 * partner_sessions (a removed user or an ended session has none). Null without one.
 */
export const currentPartnerUser = cache(async (): Promise<PartnerIdentity | null> => {
  const session = await partnerAuth();
  const user = session?.user as { id?: string; partnerId?: number; email?: string } | undefined;
  if (!user?.id || typeof user.partnerId !== 'number') return null;
  return { userId: Number(user.id), partnerId: user.partnerId, email: user.email ?? '' };
});

/**
 * The data access layer's check for every partner read and write: the signed-in partner user, or the sign-in page
 * in `locale`. Partner data functions take the partner id from here, never from the request.
 */
export async function requirePartnerUser(locale: Locale): Promise<PartnerIdentity> {
  const user = await currentPartnerUser();
  if (!user) redirect(locale === 'en' ? '/partner/login' : `/${locale}/partner/login`);
  return user;
}
