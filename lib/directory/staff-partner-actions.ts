'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { prisma } from '@/lib/db';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { getStaffTranslations } from '@/lib/staff/translations';
import { routeIdSchema } from '@/lib/validation/ids';
import { partnerSchema } from '@/lib/directory/partner-schemas';
import * as z from '@/lib/validation/zod';
import { discardUploads } from '@/lib/media/orphans';
import { staffAction } from '@/lib/actions/staff-action';
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
import type { FormState } from '@/lib/actions/form-state';
import { staffFormState, STAFF_MESSAGES } from '@/lib/actions/staff-action';

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

const idOf = (formData: FormData) => routeIdSchema.safeParse(String(formData.get('id') ?? ''));

/** Creates (no `id` posted: a draft) or saves a partner from the partner form; a new partner opens its edit page. */
export async function savePartnerAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const t = await getStaffTranslations('BackofficePartners');
  const fields = partnerFormFields(formData);
  const id = formData.get('id') ? idOf(formData) : null;
  let created: number | null = null;
  const result = await staffAction(async ({ staff, audit }): Promise<ActionResult<PartnerWrite>> => {
    if (id && !id.success) return { ok: false, error: t('notFound') };
    const parsed = partnerSchema.safeParse(fields);
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: ([field]) => String(field ?? 'form'), fixFields: 'fixErrors' });
    const media = await readPartnerMedia(formData, { staff, audit });
    if (!media.ok) return { ok: false, error: 'fixErrors', fieldErrors: media.fields };
    const version = String(formData.get('version') ?? '') || undefined;
    const write = id
      ? await updatePartner(prisma, id.data, parsed.data, media.data, version)
      : await createPartner(prisma, parsed.data, media.data);
    if (!write || write === 'changed') {
      await discardUploads(prisma, media.stored);
      return { ok: false, error: t(write ? 'changedMeanwhile' : 'notFound') };
    }
    audit(id ? 'partner.update' : 'partner.create', `partner:${write.id}`, {
      name: parsed.data.name,
      category: parsed.data.categorySlug,
      number: write.number,
    });
    revalidatePartner(write);
    if (!id) created = write.id;
    return { ok: true, data: write };
  }, PARTNER_MESSAGES);
  if (created !== null) redirect(`/backoffice/partners/${created}?created=1`);
  return staffFormState(result, { message: t('saved'), submitted: fields });
}

const commands = ['publish', 'hide', 'show', 'delete'] as const;

/**
 * Publish, hide, show or delete a partner (docs/decisions/12-staff-run-directory.md §1, §6). Delete hides a partner that has reviews or booking
 * requests instead, and says so; a deleted partner sends the staff member back to the list.
 */
export async function partnerCommandAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const t = await getStaffTranslations('BackofficePartners');
  const parsed = z
    .object({ id: routeIdSchema, command: z.enum(commands) })
    .safeParse({ id: String(formData.get('id') ?? ''), command: formData.get('command') });
  let message = '';
  let deleted = false;
  const result = await staffAction(async ({ audit }): Promise<ActionResult<PartnerWrite>> => {
    if (!parsed.success) return { ok: false, error: t('notFound') };
    const { id, command } = parsed.data;
    if (command === 'delete') {
      const outcome = await deleteOrHidePartner(prisma, id);
      if (!outcome) return { ok: false, error: t('notFound') };
      audit(outcome.outcome === 'deleted' ? 'partner.delete' : 'partner.hide', `partner:${id}`, {
        reviews: outcome.reviews,
        bookings: outcome.bookings,
        redemptions: outcome.redemptions,
      });
      deleted = outcome.outcome === 'deleted';
      message = deleted
        ? t('deleted')
        : outcome.reviews + outcome.bookings > 0
          ? t('hiddenNotDeleted', { reviews: outcome.reviews, bookings: outcome.bookings })
          : t('hiddenKeepsRedemptions', { redemptions: outcome.redemptions });
      revalidatePartner(outcome);
      return { ok: true, data: outcome };
    }
    const flags = command === 'publish' ? { isDraft: false } : { isVisible: command === 'show' };
    const write = await setPartnerFlags(prisma, id, flags);
    if (!write) return { ok: false, error: t('notFound') };
    audit(`partner.${command}`, `partner:${id}`);
    message = t(`done.${command}`);
    revalidatePartner(write);
    return { ok: true, data: write };
  });
  if (deleted) redirect('/backoffice/partners?deleted=1');
  return staffFormState(result, { message });
}

/** "Create partner from this request" (docs/decisions/12-staff-run-directory.md §5): opens the request's draft partner (created once, then reused). */
export async function createPartnerFromRequestAction(formData: FormData): Promise<void> {
  const id = routeIdSchema.safeParse(String(formData.get('requestId') ?? ''));
  const result = await staffAction(async ({ audit }): Promise<ActionResult<PartnerWrite & { created: boolean }>> => {
    if (!id.success) return { ok: false, error: 'not found' };
    const write = await createDraftFromRequest(prisma, id.data);
    if (!write) return { ok: false, error: 'not found' };
    if (write.created) {
      audit('partner.create', `partner:${write.id}`, { fromRequest: id.data });
      revalidatePartner(write);
    }
    return { ok: true, data: write };
  });
  staffFormState(result); // a missing session goes to the sign-in page
  redirect(
    result.ok
      ? `/backoffice/partners/${result.data.id}${result.data.created ? '?fromRequest=1' : ''}`
      : '/backoffice/inbox',
  );
}
