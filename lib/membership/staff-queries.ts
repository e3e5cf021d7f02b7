import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import type { MemberCardKind } from '@/generated/prisma/enums';
import { listBookingFeeds } from './stays/staff-booking-feeds';
import { findCard, listCards } from './cards/cards';
import { readLedger, type LedgerFilters } from './partners/ledger';
import { getBookingMode, getOfferRules, listPartnerUsers } from './partners/partner-users';
import { readRefusedRedemptions } from './partners/refused-redemptions';
import { readPendingProposal } from './partners/staff-proposals';

/** The member cards' staff reads (docs/membership.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getMemberCards = staffRead((query: string, page: number, kind: MemberCardKind = 'stay') =>
  listCards(prisma, { query, page, kind }),
);

/** One card with its booking reference, for its front-desk page (/backoffice/members/{id}), or null. */
export const getMemberCard = staffRead((id: string) => findCard(prisma, id));

/** The booking feeds with their last reads (docs/membership.md "Booking feeds"). */
export const getBookingFeeds = staffRead(() => listBookingFeeds(prisma));

/** A partner's counter users, offer rules and the texts its manager proposes, for its page in the backoffice. */
export const getPartnerMembership = staffRead(async (partnerId: number) => {
  const [users, rules, proposal, booking] = await Promise.all([
    listPartnerUsers(prisma, partnerId),
    getOfferRules(prisma, partnerId),
    readPendingProposal(prisma, partnerId),
    getBookingMode(prisma, partnerId),
  ]);
  return { users, rules: rules ?? {}, proposal, booking: booking ?? { bookingDirect: false, bookingAnswerHours: 24 } };
});

/**
 * The redemption ledger for staff: every partner, filtered (lib/membership/partners/ledger.ts), the partners to filter by, and
 * the newest refused redemptions of the chosen partner or of all (`refused`, docs/membership.md "Refused redemptions").
 */
export const getStaffLedger = staffRead(async (filters: LedgerFilters, page: number) => {
  const [ledger, partners, refused] = await Promise.all([
    readLedger(prisma, filters, page),
    prisma.partner.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true } }),
    readRefusedRedemptions(prisma, { partnerId: filters.partnerId }),
  ]);
  return { ...ledger, partners, refused };
});
