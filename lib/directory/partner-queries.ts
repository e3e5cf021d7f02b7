import 'server-only';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { requirePartnerUser } from '@/lib/partner-auth/session';
import { listPartnerBookings } from './partner-booking-answers';

/**
 * The partner's direct booking requests (docs/membership.md "Booking requests to the partner") with its name: the
 * signed-in user's business only. Without a session: the sign-in page in `locale`.
 */
export async function getPartnerBookings(locale: Locale) {
  const user = await requirePartnerUser(locale);
  const [partner, bookings] = await Promise.all([
    prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId }, select: { name: true, bookingDirect: true } }),
    listPartnerBookings(prisma, user),
  ]);
  return { partnerName: partner.name, bookingDirect: partner.bookingDirect, bookings: bookings ?? [] };
}
