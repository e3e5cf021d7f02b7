import type { Db } from '@/lib/db';
import { proposalView, type ProposalView } from './partner-page';

/*
 * Staff decide on the texts a partner's manager proposes (docs/membership.md "The partner keeps its page"). The staff
 * reads and actions check the session and log the decision.
 */

/** The partner's proposal waiting for staff, or null. */
export async function readPendingProposal(db: Db, partnerId: number): Promise<ProposalView | null> {
  const row = await db.partnerProposal.findFirst({ where: { partnerId, status: 'pending' } });
  return row && proposalView(row);
}

/**
 * Approves a waiting proposal (its description and offer lines become the partner's, in every language, at once) or
 * sends it back with `note` for the partner to read. Only a proposal still pending for that partner is decided, so
 * two staff members deciding at once decide once.
 * @returns false when there is no such pending proposal.
 */
export async function decideProposal(
  db: Db,
  decision: { partnerId: number; proposalId: number; approve: boolean; note: string; adminId: number },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.partnerProposal.updateMany({
      where: { id: decision.proposalId, partnerId: decision.partnerId, status: 'pending' },
      data: {
        status: decision.approve ? 'approved' : 'returned',
        note: decision.note.trim() || null,
        decidedAt: new Date(),
        decidedBy: decision.adminId,
      },
    });
    if (count !== 1) return false;
    if (decision.approve) {
      const { texts } = proposalView(
        await tx.partnerProposal.findUniqueOrThrow({ where: { id: decision.proposalId } }),
      );
      await tx.partner.update({
        where: { id: decision.partnerId },
        data: {
          descriptionEn: texts.description.en,
          descriptionFr: texts.description.fr,
          descriptionPt: texts.description.pt,
          offerLines: texts.offerLines,
        },
      });
    }
    return true;
  });
}
