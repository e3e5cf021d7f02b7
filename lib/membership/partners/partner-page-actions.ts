'use server';

import { prisma } from '@/lib/db';
import type { SpecialDay } from '@/lib/opening-hours/hours';
import { parseHoursFields, timeOfDay as time } from '@/lib/opening-hours/schema';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { calendarDay, optionalText } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import {
  changeBlackoutDate,
  proposeTexts,
  removeSpecialDay,
  saveManagedHours,
  saveSpecialDay,
  type ProposedTexts,
} from './partner-page';
import { noField, partnerForm } from '@/lib/partner-auth/form-action';

/*
 * The manager's page editor's actions (docs/membership.md "The partner keeps its page"): each reads the partner
 * session (without one: the sign-in page), and the function it calls reads the manager role from the database and
 * takes the partner from the session, never from the form. Hidden field `locale` (en, fr, pt): the page's language,
 * for the answer's words. Every form posts before hydration; the hours editor needs JavaScript to change the hours
 * (it keeps them in hidden JSON fields, as on the staff's partner form), the other forms work without it.
 */

/** The editor's page: each form on it is a partnerForm action that refreshes it. */
const EDITOR_PATH = '/partner/listing';

/** After a change guests see: the partner's page and the listings (open now, open during a stay) at once. */
async function revalidatePublic(partnerId: number) {
  const partner = await prisma.partner.findUniqueOrThrow({ where: { id: partnerId }, select: { categorySlug: true } });
  revalidateDirectory({ partnerId, categorySlugs: [partner.categorySlug], listings: true });
}

const managerOnly = { ok: false, error: 'managerOnly' } as const;

/** Saves the weekly hours and the seasons: the hours editor's hidden fields `openingHours` and `seasons` (JSON). */
export const saveManagedHoursAction = partnerForm({
  path: EDITOR_PATH,
  fields: [],
  schema: z.object({}),
  done: 'PartnerListing.hoursSaved',
  run: async (_fields, { who }, formData) => {
    const parsed = parseHoursFields(formData);
    if (!parsed.success) return { ok: false, error: 'hoursInvalid' };
    if (!(await saveManagedHours(prisma, who, parsed.data))) return managerOnly;
    await revalidatePublic(who.partnerId);
    return { ok: true, data: null };
  },
});

const specialDaySchema = z.discriminatedUnion('kind', [
  z.object({ date: calendarDay(), kind: z.literal('closed') }),
  z
    .object({ date: calendarDay(), kind: z.literal('hours'), open: time, close: time })
    .check(z.refine((day) => day.open !== day.close, { message: 'emptyRange', path: ['close'] })),
]);

/**
 * Adds a special day, or replaces the one on its date: fields `date` (YYYY-MM-DD), `kind` ("closed" or "hours") and,
 * for hours, `open` and `close` (HH:MM; a close before the open ends the next morning).
 */
export const saveSpecialDayAction = partnerForm({
  path: EDITOR_PATH,
  fields: ['date', 'kind', 'open', 'close'],
  schema: specialDaySchema,
  fieldOf: ([field]) => (field === 'kind' ? undefined : String(field)),
  keepTyped: true,
  done: 'PartnerListing.specialDaySaved',
  run: async (form, { who }) => {
    const day: SpecialDay = {
      date: form.date,
      hours:
        form.kind === 'closed'
          ? { kind: 'closed' }
          : { kind: 'ranges', ranges: [{ open: form.open, close: form.close }] },
    };
    const outcome = await saveSpecialDay(prisma, who, day);
    if (outcome === 'full') return { ok: false, error: 'tooManySpecialDays' };
    if (!outcome) return managerOnly;
    await revalidatePublic(who.partnerId);
    return { ok: true, data: null };
  },
});

/** Removes the special day on `date` (YYYY-MM-DD). */
export const removeSpecialDayAction = partnerForm({
  path: EDITOR_PATH,
  fields: ['date'],
  schema: z.object({ date: calendarDay() }),
  fieldOf: noField,
  done: 'PartnerListing.specialDayRemoved',
  run: async ({ date }, { who }) => {
    if (!(await removeSpecialDay(prisma, who, date))) return managerOnly;
    await revalidatePublic(who.partnerId);
    return { ok: true, data: null };
  },
});

/** Adds (`change` "add") or removes (`change` "remove") the offer's blackout date `date` (YYYY-MM-DD). */
export const changeBlackoutDateAction = partnerForm({
  path: EDITOR_PATH,
  fields: ['date', 'change'],
  schema: z.object({ date: calendarDay(), change: z.enum(['add', 'remove']) }),
  fieldOf: ([field]) => (field === 'date' ? 'date' : undefined),
  keepTyped: true,
  run: async ({ date, change }, { who, t }) => {
    const outcome = await changeBlackoutDate(prisma, who, change === 'add' ? { add: date } : { remove: date });
    if (outcome === 'full') return { ok: false, error: 'tooManyBlackoutDates' };
    if (!outcome) return managerOnly;
    await revalidatePublic(who.partnerId);
    return { ok: true, data: t(change === 'add' ? 'PartnerListing.blackoutAdded' : 'PartnerListing.blackoutRemoved') };
  },
});

const lines = z.pipe(
  optionalText(2000),
  z.transform((text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
);
const textsSchema = z
  .object({
    descriptionEn: optionalText(2000),
    descriptionFr: optionalText(2000),
    descriptionPt: optionalText(2000),
    offerLinesEn: lines,
    offerLinesFr: lines,
    offerLinesPt: lines,
  })
  .check(
    z.refine((texts) => Boolean(texts.descriptionEn || texts.descriptionFr || texts.descriptionPt), {
      message: 'descriptionNeeded',
      path: ['descriptionPt'],
    }),
  );

/**
 * Sends staff new texts for the page: `descriptionEn`, `descriptionFr`, `descriptionPt` (up to 2,000 characters, at
 * least one) and `offerLinesEn`, `offerLinesFr`, `offerLinesPt` (one offer line per line). They replace a proposal
 * still waiting and go public only once staff approve them.
 */
export const proposeTextsAction = partnerForm({
  path: EDITOR_PATH,
  fields: Object.keys(textsSchema.shape),
  schema: textsSchema,
  keepTyped: true,
  done: 'PartnerListing.proposalSent',
  run: async (form, { who }) => {
    const texts: ProposedTexts = {
      description: { en: form.descriptionEn, fr: form.descriptionFr, pt: form.descriptionPt },
      offerLines: { en: form.offerLinesEn, fr: form.offerLinesFr, pt: form.offerLinesPt },
    };
    if (!(await proposeTexts(prisma, who, texts))) return managerOnly;
    return { ok: true, data: null };
  },
});
