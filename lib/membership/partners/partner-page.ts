import type { Prisma } from '@/generated/prisma/client';
import type { Db, Tx } from '@/lib/db';
import { readOpeningHours, readSeasons, readSpecialDays, type SpecialDay } from '@/lib/opening-hours/hours';
import type { HoursFields } from '@/lib/opening-hours/schema';
import { readOfferLines } from '@/lib/partner-record/record';
import type { Locale } from '@/lib/i18n/routing';
import { recordActivity, type ActivityAction } from '@/lib/staff/activity/log';
import { offerRulesSchema, parseOfferRules } from '@/lib/partner-record/offer-rules-schema';
import type { PartnerIdentity } from '@/lib/partner-auth/session';
import { isActivePartnerUser } from '@/lib/partner-auth/active-user';

/*
 * The partner keeps its page (docs/membership.md "The partner keeps its page"): a partner user with the manager
 * role edits its business's opening hours, seasons (closed for the season), special days and the offer's blackout
 * dates, which publish at once, and proposes its descriptions and offer lines, which staff approve or send back.
 * Every function here reads the role from the database first (a role taken away applies at once) and takes the
 * partner from the signed-in identity, never from the request; every change goes into the activity log with the
 * partner user who made it.
 */

/** Texts a manager proposes: the description and the offer's lines, per language. */
export type ProposedTexts = { description: Record<Locale, string>; offerLines: Record<Locale, string[]> };
export type ProposalStatus = 'pending' | 'approved' | 'returned';
/** A proposal as the partner and staff see it; dates are ISO instants. */
export type ProposalView = {
  id: number;
  status: ProposalStatus;
  note: string | null;
  texts: ProposedTexts;
  createdAt: string;
  decidedAt: string | null;
};

/** Reads a proposal's stored texts (a missing language reads empty). */
export function readProposedTexts(value: unknown): ProposedTexts {
  const stored = (value ?? {}) as { description?: Partial<Record<Locale, unknown>>; offerLines?: unknown };
  const text = (locale: Locale) => String(stored.description?.[locale] ?? '');
  return {
    description: { en: text('en'), fr: text('fr'), pt: text('pt') },
    offerLines: readOfferLines(stored.offerLines),
  };
}

/** A proposal row as ProposalView. */
export function proposalView(row: {
  id: number;
  status: string;
  note: string | null;
  texts: unknown;
  createdAt: Date;
  decidedAt: Date | null;
}): ProposalView {
  return {
    id: row.id,
    status: row.status as ProposalStatus,
    note: row.note,
    texts: readProposedTexts(row.texts),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const isManager = (db: Db | Tx, who: PartnerIdentity) => isActivePartnerUser(db, who, 'manager');

/**
 * Runs `write` for the manager's own partner in one transaction with its activity entry (`action`, target
 * `partner:{id}`, the detail `write` returns). @returns false, having written nothing, when `who` is not a manager;
 * the word `write` answers instead of a detail when it refuses (having written nothing either).
 */
async function managerWrite<Refusal extends string>(
  db: Db,
  who: PartnerIdentity,
  action: ActivityAction,
  write: (tx: Tx) => Promise<{ detail?: Prisma.InputJsonValue } | NoInfer<Refusal>>,
): Promise<boolean | Refusal> {
  return db.$transaction(async (tx) => {
    if (!(await isManager(tx, who))) return false;
    // The row lock: two managers, or a manager and staff, change the partner one after the other, never over each other.
    await tx.$queryRaw`SELECT 1 FROM partners WHERE id = ${who.partnerId} FOR UPDATE`;
    const outcome = await write(tx);
    if (typeof outcome === 'string') return outcome;
    const { detail } = outcome;
    await recordActivity(tx, {
      adminId: null,
      partnerUserId: who.userId,
      action,
      target: `partner:${who.partnerId}`,
      // The user's address too: the log keeps who made the change after the user is removed.
      detail: { ...(detail as object | undefined), by: who.email },
    });
    return true;
  });
}

/**
 * What the manager's page editor shows: the partner's name, hours, seasons, special days, blackout dates, the texts
 * on its public page today, and its latest proposal (or null). @returns null when `who` is not a manager.
 */
export async function readManagedPage(db: Db, who: PartnerIdentity) {
  if (!(await isManager(db, who))) return null;
  const [partner, proposal] = await Promise.all([
    db.partner.findUniqueOrThrow({ where: { id: who.partnerId } }),
    db.partnerProposal.findFirst({ where: { partnerId: who.partnerId }, orderBy: { id: 'desc' } }),
  ]);
  return {
    name: partner.name,
    /** The public page's path, without the language prefix. */
    publicPath: `/${partner.categorySlug}/${partner.number}`,
    hours: readOpeningHours(partner.openingHours),
    seasons: readSeasons(partner.seasons),
    specialDays: readSpecialDays(partner.specialDays),
    blackoutDates: parseOfferRules(partner.offerRules).blackoutDates ?? [],
    texts: {
      description: { en: partner.descriptionEn, fr: partner.descriptionFr, pt: partner.descriptionPt },
      offerLines: readOfferLines(partner.offerLines),
    } satisfies ProposedTexts,
    proposal: proposal && proposalView(proposal),
  };
}

/** Replaces the weekly hours and the seasons; public at once. @returns false when `who` is not a manager. */
export function saveManagedHours(db: Db, who: PartnerIdentity, fields: HoursFields): Promise<boolean> {
  return managerWrite<never>(db, who, 'partner-page.hours', async (tx) => {
    await tx.partner.update({
      where: { id: who.partnerId },
      data: { openingHours: fields.openingHours, seasons: fields.seasons },
    });
    return {};
  });
}

/** At most this many special days are kept (past ones included until removed). */
export const MAX_SPECIAL_DAYS = 60;

/**
 * Adds a special day, or replaces the one on the same date; public at once.
 * @returns false when `who` is not a manager; 'full' when MAX_SPECIAL_DAYS are kept already.
 */
export function saveSpecialDay(db: Db, who: PartnerIdentity, day: SpecialDay): Promise<boolean | 'full'> {
  return managerWrite(
    db,
    who,
    'partner-page.special-days',
    async (tx): Promise<{ detail: Prisma.InputJsonValue } | 'full'> => {
      const partner = await tx.partner.findUniqueOrThrow({
        where: { id: who.partnerId },
        select: { specialDays: true },
      });
      const others = readSpecialDays(partner.specialDays).filter((kept) => kept.date !== day.date);
      if (others.length >= MAX_SPECIAL_DAYS) return 'full';
      const specialDays = [...others, day].sort((a, b) => a.date.localeCompare(b.date));
      await tx.partner.update({ where: { id: who.partnerId }, data: { specialDays } });
      return { detail: { date: day.date, kind: day.hours.kind } };
    },
  );
}

/** Removes the special day on `date` ('YYYY-MM-DD'); public at once. @returns false when `who` is not a manager. */
export function removeSpecialDay(db: Db, who: PartnerIdentity, date: string): Promise<boolean> {
  return managerWrite<never>(db, who, 'partner-page.special-days', async (tx) => {
    const partner = await tx.partner.findUniqueOrThrow({ where: { id: who.partnerId }, select: { specialDays: true } });
    const specialDays = readSpecialDays(partner.specialDays).filter((kept) => kept.date !== date);
    await tx.partner.update({ where: { id: who.partnerId }, data: { specialDays } });
    return { detail: { removed: date } };
  });
}

/** At most this many blackout dates are kept. */
export const MAX_BLACKOUT_DATES = 60;

/**
 * Adds (`change.add`) or removes (`change.remove`) a blackout date ('YYYY-MM-DD', Lisbon) of the member offer: the
 * counter refuses the offer on it from then on (docs/membership.md "Offer rules"); the other rules stay as staff set
 * them. @returns false when `who` is not a manager; 'full' when MAX_BLACKOUT_DATES are kept already.
 */
export function changeBlackoutDate(
  db: Db,
  who: PartnerIdentity,
  change: { add: string } | { remove: string },
): Promise<boolean | 'full'> {
  return managerWrite<'full'>(db, who, 'partner-page.blackout-dates', async (tx) => {
    const partner = await tx.partner.findUniqueOrThrow({ where: { id: who.partnerId }, select: { offerRules: true } });
    const rules = parseOfferRules(partner.offerRules);
    const kept = new Set(rules.blackoutDates ?? []);
    if ('add' in change) kept.add(change.add);
    else kept.delete(change.remove);
    if (kept.size > MAX_BLACKOUT_DATES) return 'full';
    const offerRules = offerRulesSchema.parse({
      ...rules,
      blackoutDates: kept.size > 0 ? [...kept].sort() : undefined,
    });
    await tx.partner.update({ where: { id: who.partnerId }, data: { offerRules } });
    return { detail: change };
  });
}

/**
 * Sends staff new texts for the partner's page (docs/membership.md "The partner keeps its page"): they replace a
 * proposal still waiting, and show on the public page only once staff approve them.
 * @returns false when `who` is not a manager.
 */
export function proposeTexts(db: Db, who: PartnerIdentity, texts: ProposedTexts): Promise<boolean> {
  return managerWrite<never>(db, who, 'partner-page.proposal', async (tx) => {
    await tx.partnerProposal.deleteMany({ where: { partnerId: who.partnerId, status: 'pending' } });
    const proposal = await tx.partnerProposal.create({
      data: { partnerId: who.partnerId, userId: who.userId, texts },
      select: { id: true },
    });
    return { detail: { proposalId: proposal.id } };
  });
}
