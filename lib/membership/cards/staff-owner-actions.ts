'use server';

import { revalidatePath } from 'next/cache';
import { noField, staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { calendarDay, DAY, formatterFor } from '@/lib/i18n/format';
import * as z from '@/lib/validation/zod';
import { memberCardFields, ownerCardSchema } from './card-schema';
import { issueCards } from './cards';
import { renewOwnerCard } from './owners';

/*
 * The backoffice's owner card actions (docs/membership.md "Owners' cards"): each checks the staff session
 * (staffAction), answers in the staff member's language, logs the event in the activity log, and posts without
 * JavaScript. Revoking, restoring and e-mailing again are the member card actions (./staff-actions.ts).
 */

const PAGE = '/backoffice/owners';

/** Registers an owner and issues the year-round card (ownerCardSchema's fields), e-mailed in the owner's language. */
export const issueOwnerCardAction = staffForm({
  fields: memberCardFields,
  schema: ownerCardSchema,
  keepTyped: true,
  run: async (owner, { audit, t }) => {
    const [id] = await issueCards(prisma, [owner], 'owner');
    audit('member-card.owner-issue', `member-card:${id}`, { arrival: owner.arrival, departure: owner.departure });
    revalidatePath(PAGE);
    return { ok: true, data: t('BackofficeOwners.issued', { email: owner.email }) };
  },
});

/** Renews an owner's card for a year (renewOwnerCard) and e-mails it again: field `id`. */
export const renewOwnerCardAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: z.uuid('invalidRequest') }),
  fieldOf: noField,
  run: async ({ id }, { staff, audit, t }) => {
    const outcome = await renewOwnerCard(prisma, id);
    if (outcome === 'not-found') return { ok: false, error: 'ActionErrors.notFound' };
    if (typeof outcome === 'string') return { ok: false, error: `BackofficeOwners.${outcome}` };
    audit('member-card.renew', `member-card:${id}`, { departure: outcome.renewal });
    revalidatePath(PAGE);
    return {
      ok: true,
      data: t('BackofficeOwners.renewed', {
        date: formatterFor(staff.locale).dateTime(calendarDay(outcome.renewal), DAY),
      }),
    };
  },
});
