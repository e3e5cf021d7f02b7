'use server';

import { revalidatePath } from 'next/cache';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import * as z from '@/lib/validation/zod';
import { feedErrorWords, readBookingFeed } from './booking-feed-read';
import { bookingFeedFields, bookingFeedSchema, graceHours } from './booking-feed-schema';
import { createBookingFeed, deleteBookingFeed, setBookingFeedGrace } from './staff-booking-feeds';

/*
 * The backoffice's booking feed actions (docs/membership.md "Booking feeds"): each checks the staff session
 * (staffAction), answers in the staff member's language, logs the change in the activity log, and posts without
 * JavaScript.
 */

const PAGES = ['/backoffice/feeds', '/backoffice/members'];
const feedId = z.coerce.number('invalidRequest').check(z.int('invalidRequest'), z.positive('invalidRequest'));
const refresh = () => PAGES.forEach((page) => revalidatePath(page));

/** Adds a feed: fields `property`, `url` (http or https), `locale` (en, fr, pt), `graceHours` (0 to 720). */
export async function addBookingFeedAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, bookingFeedFields);
  const parsed = bookingFeedSchema.safeParse(submitted);
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const id = await createBookingFeed(prisma, parsed.data);
    audit('booking-feed.create', `booking-feed:${id}`, { property: parsed.data.property });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.added', { property: parsed.data.property }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Sets a feed's grace period: fields `id`, `graceHours` (0 to 720). */
export async function setBookingFeedGraceAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ id: feedId, graceHours })
    .safeParse({ id: formData.get('id'), graceHours: formData.get('graceHours') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: (path) => (path[0] === 'graceHours' ? 'graceHours' : undefined) });
    const property = await setBookingFeedGrace(prisma, parsed.data.id, parsed.data.graceHours);
    if (property === null) return { ok: false, error: 'ActionErrors.notFound' };
    audit('booking-feed.grace', `booking-feed:${parsed.data.id}`, { property, hours: parsed.data.graceHours });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.graceSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Removes a feed (its cards stay, followed by no feed): field `id`. */
export async function removeBookingFeedAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = feedId.safeParse(formData.get('id'));
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const property = await deleteBookingFeed(prisma, parsed.data);
    if (property === null) return { ok: false, error: 'ActionErrors.notFound' };
    audit('booking-feed.delete', `booking-feed:${parsed.data}`, { property });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.removed', { property }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Reads a feed now ("Read now"): field `id`. A failed read is refused with its reason in words. */
export async function readBookingFeedAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = feedId.safeParse(formData.get('id'));
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const outcome = await readBookingFeed(prisma, parsed.data);
    if (!outcome) return { ok: false, error: 'ActionErrors.notFound' };
    refresh();
    if (!outcome.ok) {
      const { key, status } = feedErrorWords(outcome.error);
      return { ok: false, error: t(`BackofficeFeeds.errors.${key}` as 'BackofficeFeeds.errors.http', { status }) };
    }
    const counts = {
      issued: outcome.issued.length,
      updated: outcome.updated.length,
      revoked: outcome.revoked.length + outcome.gone.length,
    };
    audit('booking-feed.read', `booking-feed:${parsed.data}`, { property: outcome.property, ...counts });
    return { ok: true, data: t('BackofficeFeeds.readDone', counts) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
