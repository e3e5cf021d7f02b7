'use server';

import { revalidatePath } from 'next/cache';
import { noField, staffForm } from '@/lib/actions/staff-form';
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
export const addBookingFeedAction = staffForm({
  fields: bookingFeedFields,
  schema: bookingFeedSchema,
  keepTyped: true,
  run: async (feed, { audit, t }) => {
    const id = await createBookingFeed(prisma, feed);
    audit('booking-feed.create', `booking-feed:${id}`, { property: feed.property });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.added', { property: feed.property }) };
  },
});

/** Sets a feed's grace period: fields `id`, `graceHours` (0 to 720). */
export const setBookingFeedGraceAction = staffForm({
  fields: ['id', 'graceHours'],
  schema: z.object({ id: feedId, graceHours }),
  fieldOf: (path) => (path[0] === 'graceHours' ? 'graceHours' : undefined),
  run: async ({ id, graceHours: hours }, { audit, t }) => {
    const property = await setBookingFeedGrace(prisma, id, hours);
    if (property === null) return { ok: false, error: 'ActionErrors.notFound' };
    audit('booking-feed.grace', `booking-feed:${id}`, { property, hours });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.graceSaved') };
  },
});

/** Removes a feed (its cards stay, followed by no feed): field `id`. */
export const removeBookingFeedAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: feedId }),
  fieldOf: noField,
  run: async ({ id }, { audit, t }) => {
    const property = await deleteBookingFeed(prisma, id);
    if (property === null) return { ok: false, error: 'ActionErrors.notFound' };
    audit('booking-feed.delete', `booking-feed:${id}`, { property });
    refresh();
    return { ok: true, data: t('BackofficeFeeds.removed', { property }) };
  },
});

/** Reads a feed now ("Read now"): field `id`. A failed read is refused with its reason in words. */
export const readBookingFeedAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: feedId }),
  fieldOf: noField,
  run: async ({ id }, { audit, t }) => {
    const outcome = await readBookingFeed(prisma, id);
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
    audit('booking-feed.read', `booking-feed:${id}`, { property: outcome.property, ...counts });
    return { ok: true, data: t('BackofficeFeeds.readDone', counts) };
  },
});
