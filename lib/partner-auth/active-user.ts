import type { Db, Tx } from '@/lib/db';
import type { PartnerRole } from './roles';

/**
 * Whether the signed-in partner user (`who`, from the session) is, as of now, an enabled user of its partner, with
 * `role` when given: the check every partner-area write makes in its transaction, so a removed, disabled or demoted
 * user is refused at once (docs/membership.md "Partner accounts", "The partner keeps its page").
 */
export async function isActivePartnerUser(
  db: Db | Tx,
  who: { userId: number; partnerId: number },
  role?: PartnerRole,
): Promise<boolean> {
  const user = await db.partnerUser.findFirst({
    where: { id: who.userId, partnerId: who.partnerId, disabled: false, ...(role ? { role } : {}) },
    select: { id: true },
  });
  return user !== null;
}
