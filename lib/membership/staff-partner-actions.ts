'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { weekdays } from '@/lib/directory/hours';
import { sendPartnerInvitationEmail } from './partner-sign-in-email';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { idSchema } from '@/lib/validation/ids';
import { emailAddress, isCalendarDay } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import type { OfferRules } from './offer-rules';
import { addPartnerUser, removePartnerUser, saveOfferRules, setPartnerUserLocale } from './partner-users';

/*
 * The membership controls on a partner's backoffice page (docs/membership.md "Partner accounts", "Offer rules"):
 * invite and remove counter users, and the rules of the member offer. Staff session checked, logged, posts without
 * JavaScript.
 */

const pagePath = (partnerId: number) => `/backoffice/partners/${partnerId}`;

/**
 * Invites a counter user: fields `partnerId`, `email`, `locale` (en, fr, pt: the language of every e-mail the user
 * gets). The address gets an e-mail in that language with the counter's sign-in page.
 */
export async function invitePartnerUserAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = {
    partnerId: String(formData.get('partnerId') ?? ''),
    email: String(formData.get('email') ?? ''),
    locale: String(formData.get('locale') ?? 'pt'),
  };
  const parsed = z
    .object({ partnerId: idSchema, email: emailAddress(), locale: z.enum(routing.locales, 'language') })
    .safeParse(submitted);
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, {
        fieldOf: ([field]) => (field === 'email' || field === 'locale' ? field : undefined),
      });
    const { partnerId, email, locale } = parsed.data;
    const outcome = await addPartnerUser(prisma, partnerId, email, locale);
    if (outcome === 'no-partner') return { ok: false, error: 'ActionErrors.notFound' };
    if (outcome === 'taken')
      return { ok: false, error: 'fixFields', fieldErrors: { email: 'BackofficeMembers.emailTaken' } };
    const partner = await prisma.partner.findUniqueOrThrow({ where: { id: partnerId }, select: { name: true } });
    await sendPartnerInvitationEmail({
      to: email.toLowerCase(),
      partner: partner.name,
      loginUrl: `${siteUrl()}/${locale}/partner/login`,
      locale,
    });
    audit('partner-user.invite', `partner:${partnerId}`, { email: email.toLowerCase() });
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t('BackofficeMembers.invited', { email: email.toLowerCase() }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Removes a counter user and ends their sessions: fields `partnerId`, `userId`. */
export async function removePartnerUserAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ partnerId: idSchema, userId: idSchema })
    .safeParse({ partnerId: formData.get('partnerId'), userId: formData.get('userId') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const { partnerId, userId } = parsed.data;
    if (!(await removePartnerUser(prisma, partnerId, userId))) return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.remove', `partner:${partnerId}`, { userId });
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t('BackofficeMembers.userRemoved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Changes a counter user's e-mail language: fields `partnerId`, `userId`, `locale` (en, fr or pt). */
export async function setPartnerUserLocaleAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ partnerId: idSchema, userId: idSchema, locale: z.enum(routing.locales, 'language') })
    .safeParse({
      partnerId: formData.get('partnerId'),
      userId: formData.get('userId'),
      locale: formData.get('locale'),
    });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const { partnerId, userId, locale } = parsed.data;
    if (!(await setPartnerUserLocale(prisma, partnerId, userId, locale)))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.locale', `partner:${partnerId}`, { userId, locale });
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t('BackofficeMembers.userLocaleSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

const count = z.union([
  z.literal(''),
  z.coerce.number('ruleCount').check(z.int('ruleCount'), z.minimum(1, 'ruleCount'), z.maximum(99, 'ruleCount')),
]);

const rulesFormSchema = z.object({
  partnerId: idSchema,
  stayOnly: z.boolean(),
  maxCount: count,
  maxPer: z.enum(['stay', 'day']),
  weekdays: z.array(z.enum(weekdays)),
  blackoutDates: z.string().check(
    z.maxLength(2000, 'tooLong'),
    z.refine((text) => text.split(/[\s,]+/).every((day) => day === '' || isCalendarDay(day)), 'calendarDate'),
  ),
  minPartySize: count,
  maxPartySize: count,
});

/** The rules form as posted: its text fields, the ticked weekdays, and the stayOnly checkbox ('on' or absent). */
function postedRules(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '');
  return {
    partnerId: text('partnerId'),
    ...(formData.get('stayOnly') === 'on' ? { stayOnly: 'on' } : {}),
    maxCount: text('maxCount'),
    maxPer: text('maxPer') || 'stay',
    weekdays: formData.getAll('weekdays').map(String),
    blackoutDates: text('blackoutDates'),
    minPartySize: text('minPartySize'),
    maxPartySize: text('maxPartySize'),
  };
}

/**
 * Saves the partner's offer rules: `partnerId`, `stayOnly` (checkbox), `maxCount` and `maxPer` ("stay" or "day"),
 * `weekdays` (checkboxes mon..sun; none means every day), `blackoutDates` (YYYY-MM-DD, by lines or commas),
 * `minPartySize`, `maxPartySize` (empty: no rule). A refusal names each wrong field (a count out of 1-99: `ruleCount`;
 * a largest party below the smallest: `partySizeOrder` on maxPartySize) and sends back what was typed.
 */
export async function saveOfferRulesAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = postedRules(formData);
  const parsed = rulesFormSchema.safeParse({ ...submitted, stayOnly: submitted.stayOnly === 'on' });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: ([field]) => (field === 'partnerId' ? undefined : String(field)) });
    const form = parsed.data;
    const rules: OfferRules = {
      ...(form.stayOnly ? { stayOnly: true } : {}),
      ...(form.maxCount !== '' ? { maxPerCard: { count: form.maxCount, per: form.maxPer } } : {}),
      ...(form.weekdays.length && form.weekdays.length < 7 ? { weekdays: form.weekdays } : {}),
      ...(form.blackoutDates.trim()
        ? { blackoutDates: [...new Set(form.blackoutDates.split(/[\s,]+/).filter(Boolean))].sort() }
        : {}),
      ...(form.minPartySize !== '' ? { minPartySize: form.minPartySize } : {}),
      ...(form.maxPartySize !== '' ? { maxPartySize: form.maxPartySize } : {}),
    };
    if (rules.minPartySize && rules.maxPartySize && rules.minPartySize > rules.maxPartySize)
      return { ok: false, error: 'fixFields', fieldErrors: { maxPartySize: 'partySizeOrder' } };
    if (!(await saveOfferRules(prisma, form.partnerId, rules))) return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner.offer-rules', `partner:${form.partnerId}`);
    revalidatePath(pagePath(form.partnerId));
    return { ok: true, data: t('BackofficeMembers.rulesSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}
