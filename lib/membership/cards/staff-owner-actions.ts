'use server';

import { revalidatePath } from 'next/cache';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
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
export async function issueOwnerCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, memberCardFields);
  const parsed = ownerCardSchema.safeParse(submitted);
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const [id] = await issueCards(prisma, [parsed.data], 'owner');
    audit('member-card.owner-issue', `member-card:${id}`, {
      arrival: parsed.data.arrival,
      departure: parsed.data.departure,
    });
    revalidatePath(PAGE);
    return { ok: true, data: t('BackofficeOwners.issued', { email: parsed.data.email }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Renews an owner's card for a year (renewOwnerCard) and e-mails it again: field `id`. */
export async function renewOwnerCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z.uuid('invalidRequest').safeParse(formData.get('id'));
  const result = await staffAction(async ({ staff, audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const outcome = await renewOwnerCard(prisma, parsed.data);
    if (outcome === 'not-found') return { ok: false, error: 'ActionErrors.notFound' };
    if (typeof outcome === 'string') return { ok: false, error: `BackofficeOwners.${outcome}` };
    audit('member-card.renew', `member-card:${parsed.data}`, { departure: outcome.renewal });
    revalidatePath(PAGE);
    return {
      ok: true,
      data: t('BackofficeOwners.renewed', {
        date: formatterFor(staff.locale).dateTime(calendarDay(outcome.renewal), DAY),
      }),
    };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
