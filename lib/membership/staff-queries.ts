import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import { listCards } from './cards';
import { getOfferRules, listPartnerUsers } from './partner-users';

/** The member cards' staff reads (docs/membership.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getMemberCards = staffRead((query: string, page: number) => listCards(prisma, { query, page }));

/** A partner's counter users and offer rules, for its page in the backoffice. */
export const getPartnerMembership = staffRead(async (partnerId: number) => {
  const [users, rules] = await Promise.all([listPartnerUsers(prisma, partnerId), getOfferRules(prisma, partnerId)]);
  return { users, rules: rules ?? {} };
});
