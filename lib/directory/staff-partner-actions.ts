'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { prisma } from '@/lib/db';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { routeIdSchema } from '@/lib/validation/ids';
import { partnerSchema } from '@/lib/directory/partner-schemas';
import * as z from '@/lib/validation/zod';
import { discardUploads } from '@/lib/media/orphans';
import type { ActionResult } from '@/lib/actions/result';
import { partnerFormFields, readPartnerMedia } from './staff-partner-form-data';
import {
  createDraftFromRequest,
  createPartner,
  deleteOrHidePartner,
  setPartnerFlags,
  updatePartner,
  type PartnerWrite,
} from './staff-partner-writes';
import { zodFailure } from '@/lib/actions/messages';
import { formFields, idleForm } from '@/lib/actions/form-state';
import { STAFF_MESSAGES } from '@/lib/actions/staff-action';
import { noField, staffForm } from '@/lib/actions/staff-form';

/*
 * Partner server actions of the backoffice (docs/decisions/12-staff-run-directory.md §1, §5, §6). Each is a form action (works without
 * JavaScript): staffAction -> zod -> service -> revalidate the public directory -> audit, answering the form's state in
 * the staff member's language.
 */

/** Refreshes the public pages a partner write touched, at once (docs/decisions/12-staff-run-directory.md §6): the partner, its categories (before and after), the listings. */
function revalidatePartner(write: PartnerWrite) {
  revalidateDirectory({ partnerId: write.id, categorySlugs: write.categorySlugs, listings: true });
  // The edit page comes back with the partner's new version (posted by its forms: lib/directory/staff-partner-writes.ts).
  revalidatePath(`/backoffice/partners/${write.id}`);
}

/** Where the partner forms' refusals are looked up: the partner form's own messages first. */
const PARTNER_MESSAGES = ['BackofficePartners.errors', 'BackofficePartners', ...STAFF_MESSAGES];

/** A partner's id posted by its forms: '' for a new partner (null). */
const partnerId = z.union([
  z.pipe(
    z.literal(''),
    z.transform(() => null),
  ),
  routeIdSchema,
]);

/** Creates (no `id` posted: a draft) or saves a partner from the partner form; a new partner opens its edit page. */
export const savePartnerAction = staffForm({
  fields: (formData) => ({ ...partnerFormFields(formData), ...formFields(formData, ['id', 'version']) }),
  schema: z.extend(partnerSchema, { id: partnerId, version: z.string() }),
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'id')
      ? { ok: false, error: 'BackofficePartners.notFound' }
      : zodFailure(error, { fieldOf: ([field]) => String(field ?? 'form'), fixFields: 'fixErrors' }),
  namespaces: PARTNER_MESSAGES,
  keepTyped: true,
  done: 'BackofficePartners.saved',
  run: async ({ id, version, ...partner }, { staff, audit }, formData): Promise<ActionResult<PartnerWrite>> => {
    const media = await readPartnerMedia(formData, { staff, audit });
    if (!media.ok) return { ok: false, error: 'fixErrors', fieldErrors: media.fields };
    const write =
      id !== null
        ? await updatePartner(prisma, id, partner, media.data, version || undefined)
        : await createPartner(prisma, partner, media.data);
    if (!write || write === 'changed') {
      await discardUploads(prisma, media.stored);
      return { ok: false, error: write ? 'BackofficePartners.changedMeanwhile' : 'BackofficePartners.notFound' };
    }
    audit(id !== null ? 'partner.update' : 'partner.create', `partner:${write.id}`, {
      name: partner.name,
      category: partner.categorySlug,
      number: write.number,
    });
    revalidatePartner(write);
    return { ok: true, data: write };
  },
  redirectTo: ({ id }, write) => (id === null ? `/backoffice/partners/${write.id}?created=1` : undefined),
});

const commands = ['publish', 'hide', 'show', 'delete'] as const;

/**
 * Publish, hide, show or delete a partner (docs/decisions/12-staff-run-directory.md §1, §6). Delete hides a partner that has reviews or booking
 * requests instead, and says so; a deleted partner sends the staff member back to the list.
 */
export const partnerCommandAction = staffForm({
  fields: ['id', 'command'],
  schema: z.object({ id: routeIdSchema, command: z.enum(commands) }),
  invalid: () => ({ ok: false, error: 'BackofficePartners.notFound' }),
  run: async ({ id, command }, { audit, t }): Promise<ActionResult<{ message: string; deleted?: true }>> => {
    if (command === 'delete') {
      const outcome = await deleteOrHidePartner(prisma, id);
      if (!outcome) return { ok: false, error: 'BackofficePartners.notFound' };
      audit(outcome.outcome === 'deleted' ? 'partner.delete' : 'partner.hide', `partner:${id}`, {
        reviews: outcome.reviews,
        bookings: outcome.bookings,
        redemptions: outcome.redemptions,
      });
      revalidatePartner(outcome);
      if (outcome.outcome === 'deleted') return { ok: true, data: { message: '', deleted: true } };
      return {
        ok: true,
        data: {
          message:
            outcome.reviews + outcome.bookings > 0
              ? t('BackofficePartners.hiddenNotDeleted', { reviews: outcome.reviews, bookings: outcome.bookings })
              : t('BackofficePartners.hiddenKeepsRedemptions', { redemptions: outcome.redemptions }),
        },
      };
    }
    const flags = command === 'publish' ? { isDraft: false } : { isVisible: command === 'show' };
    const write = await setPartnerFlags(prisma, id, flags);
    if (!write) return { ok: false, error: 'BackofficePartners.notFound' };
    audit(`partner.${command}`, `partner:${id}`);
    revalidatePartner(write);
    return { ok: true, data: { message: t(`BackofficePartners.done.${command}`) } };
  },
  redirectTo: (_input, { deleted }) => (deleted ? '/backoffice/partners?deleted=1' : undefined),
});
/** The draft partner of a partnership request: created once, then reused; its edit page opens. */
const draftFromRequest = staffForm({
  fields: ['requestId'],
  schema: z.object({ requestId: routeIdSchema }),
  fieldOf: noField,
  run: async ({ requestId }, { audit }): Promise<ActionResult<PartnerWrite & { created: boolean }>> => {
    const write = await createDraftFromRequest(prisma, requestId);
    if (!write) return { ok: false, error: 'BackofficePartners.notFound' };
    if (write.created) {
      audit('partner.create', `partner:${write.id}`, { fromRequest: requestId });
      revalidatePartner(write);
    }
    return { ok: true, data: write };
  },
  redirectTo: (_input, write) => `/backoffice/partners/${write.id}${write.created ? '?fromRequest=1' : ''}`,
});

/**
 * "Create partner from this request" (docs/decisions/12-staff-run-directory.md §5): opens the request's draft partner
 * (created once, then reused); a request that is gone opens the inbox.
 */
export async function createPartnerFromRequestAction(formData: FormData): Promise<void> {
  await draftFromRequest(idleForm, formData);
  redirect('/backoffice/inbox');
}
