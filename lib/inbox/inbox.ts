import type { PartnershipStatus } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';

/** The three kinds of message in the staff inbox (docs/decisions/05-mail-content-pages-inbox.md §6). */
export const inboxKinds = ['contact', 'partnership', 'booking'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** One inbox line, whatever its kind: who, what, when, and new or handled. */
export type InboxEntry = {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Subject, business name or partner name. */
  title: string;
  message: string;
  locale: string;
  status: 'new' | 'handled';
  /** Partnership requests: their own status (docs/decisions/12-staff-run-directory.md §5; anything but new counts as handled) and the partner made from them. */
  partnership?: { status: PartnershipStatus; partnerId: number | null };
  /** Booking requests: the guest's preferred day ("YYYY-MM-DD", Lisbon; null when none given) and party size (people). */
  booking?: {
    preferredDate: string | null;
    partySize: number;
    /**
     * Through the company (`direct` false), or straight to the partner with its answer, if any, and when it went to
     * staff unanswered (docs/membership.md "Booking requests to the partner"; the directory's bookingState words it).
     */
    direct: boolean;
    answer: string | null;
    escalatedAt: Date | null;
    /** The partner's note to the guest, if any. */
    note: string | null;
  };
  createdAt: Date;
};

/**
 * Contact messages, partnership requests and booking requests, newest first, each marked new or handled.
 * @param options.take how many of each kind to read before merging (default 100), options.status a filter.
 */
export async function listInbox(
  db: Db,
  { take = 100, status }: { take?: number; status?: 'new' | 'handled' } = {},
): Promise<InboxEntry[]> {
  const where = status ? { status } : {};
  const order = { createdAt: 'desc' } as const;
  const [contacts, partnerships, bookings] = await Promise.all([
    db.contactMessage.findMany({ where, orderBy: order, take }),
    db.partnershipRequest.findMany({
      where: status ? { status: status === 'new' ? 'new' : { not: 'new' } } : {},
      orderBy: order,
      take,
    }),
    db.bookingRequest.findMany({ where, orderBy: order, take, include: { partner: { select: { name: true } } } }),
  ]);
  const entries: InboxEntry[] = [
    ...contacts.map((row) => ({ kind: 'contact' as const, ...row, title: row.subject })),
    ...partnerships.map((row) => ({
      kind: 'partnership' as const,
      ...row,
      name: row.contactName,
      title: `${row.businessName} (${row.businessType})`,
      message: row.description,
      status: row.status === 'new' ? ('new' as const) : ('handled' as const),
      partnership: { status: row.status, partnerId: row.partnerId },
    })),
    ...bookings.map((row) => ({
      kind: 'booking' as const,
      ...row,
      title: row.partner.name,
      booking: {
        preferredDate: row.preferredDate?.toISOString().slice(0, 10) ?? null,
        partySize: row.partySize,
        direct: row.direct,
        answer: row.answer,
        escalatedAt: row.escalatedAt,
        note: row.answerNote,
      },
    })),
  ].map(({ kind, id, name, email, phone, title, message, locale, status: rowStatus, createdAt, ...rest }) => ({
    kind,
    id,
    name,
    email,
    phone,
    title,
    message,
    locale,
    status: rowStatus,
    createdAt,
    ...('partnership' in rest ? { partnership: rest.partnership } : {}),
    ...('booking' in rest ? { booking: rest.booking } : {}),
  }));
  return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, take);
}

/** Marks one inbox message handled (or new again). @returns false when it does not exist. */
export async function setInboxStatus(
  db: Db,
  kind: InboxKind,
  id: number,
  status: 'new' | 'handled' = 'handled',
): Promise<boolean> {
  const args = { where: { id }, data: { status } };
  const { count } =
    kind === 'contact'
      ? await db.contactMessage.updateMany(args)
      : kind === 'partnership'
        ? await db.partnershipRequest.updateMany({
            where: { id },
            data: { status: status === 'handled' ? 'contacted' : 'new' },
          })
        : await db.bookingRequest.updateMany(args);
  return count === 1;
}

/** How many inbox messages are still new, per kind (for a badge). */
export async function countNewInbox(db: Db): Promise<Record<InboxKind, number>> {
  const where = { status: 'new' as const };
  const [contact, partnership, booking] = await Promise.all([
    db.contactMessage.count({ where }),
    db.partnershipRequest.count({ where }),
    db.bookingRequest.count({ where }),
  ]);
  return { contact, partnership, booking };
}
