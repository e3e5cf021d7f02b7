'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { weekdays } from '@/lib/opening-hours/hours';
import { sendPartnerInvitationEmail } from '@/lib/partner-auth/sign-in-email';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { idSchema } from '@/lib/validation/ids';
import { emailAddress, isCalendarDay } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import type { OfferRules } from '@/lib/partner-record/offer-rules';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import {
  addPartnerUser,
  removePartnerUser,
  saveOfferRules,
  setPartnerUserLocale,
  setBookingMode,
  setPartnerUserRole,
} from './partner-users';
import { decideProposal } from './staff-proposals';
import { PARTNER_ROLES } from '@/lib/partner-auth/roles';

/*
 * The membership controls on a partner's backoffice page (docs/membership.md "Partner accounts", "Offer rules"):
 * invite and remove counter users, and the rules of the member offer. Staff session checked, logged, posts without
 * JavaScript.
 */

const pagePath = (partnerId: number) => `/backoffice/partners/${partnerId}`;

/**
 * Invites a partner user: fields `partnerId`, `email`, `locale` (en, fr, pt: the language of every e-mail the user
 * gets), `role` ("counter" or "manager", default counter). The address gets an e-mail in that language with the
 * counter's sign-in page.
 */
export async function invitePartnerUserAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = {
    partnerId: String(formData.get('partnerId') ?? ''),
    email: String(formData.get('email') ?? ''),
    locale: String(formData.get('locale') ?? 'pt'),
    role: String(formData.get('role') ?? 'counter'),
  };
  const parsed = z
    .object({
      partnerId: idSchema,
      email: emailAddress(),
      locale: z.enum(routing.locales, 'language'),
      role: z.enum(PARTNER_ROLES),
    })
    .safeParse(submitted);
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, {
        fieldOf: ([field]) => (field === 'email' || field === 'locale' ? field : undefined),
      });
    const { partnerId, email, locale, role } = parsed.data;
    const outcome = await addPartnerUser(prisma, partnerId, email, locale, role);
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
    audit('partner-user.invite', `partner:${partnerId}`, { email: email.toLowerCase(), partnerRole: role });
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

/** Gives a partner user a role: fields `partnerId`, `userId`, `role` ("counter" or "manager"). */
export async function setPartnerUserRoleAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ partnerId: idSchema, userId: idSchema, role: z.enum(PARTNER_ROLES) })
    .safeParse({ partnerId: formData.get('partnerId'), userId: formData.get('userId'), role: formData.get('role') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const { partnerId, userId, role } = parsed.data;
    if (!(await setPartnerUserRole(prisma, partnerId, userId, role)))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.role', `partner:${partnerId}`, { userId, partnerRole: role });
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t('BackofficeMembers.userRoleSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/**
 * Approves the texts a partner's manager proposed, which go public at once, or sends them back with a note: fields
 * `partnerId`, `proposalId`, `decision` ("approve" or "return"), `note` (up to 1,000 characters; asked for when
 * sending back).
 */
export async function decideProposalAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = { note: String(formData.get('note') ?? '') };
  const parsed = z
    .object({
      partnerId: idSchema,
      proposalId: idSchema,
      decision: z.enum(['approve', 'return']),
      note: z.string().check(z.trim(), z.maxLength(1000, 'tooLong')),
    })
    .safeParse({
      partnerId: formData.get('partnerId'),
      proposalId: formData.get('proposalId'),
      decision: formData.get('decision'),
      note: submitted.note,
    });
  const result = await staffAction(async ({ staff, audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: ([field]) => (field === 'note' ? field : undefined) });
    const { partnerId, proposalId, decision, note } = parsed.data;
    if (decision === 'return' && !note)
      return { ok: false, error: 'fixFields', fieldErrors: { note: 'BackofficeMembers.noteNeeded' } };
    const approve = decision === 'approve';
    if (!(await decideProposal(prisma, { partnerId, proposalId, approve, note, adminId: staff.id })))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit(approve ? 'partner-proposal.approve' : 'partner-proposal.return', `partner:${partnerId}`, { proposalId });
    if (approve) {
      const partner = await prisma.partner.findUniqueOrThrow({
        where: { id: partnerId },
        select: { categorySlug: true },
      });
      revalidateDirectory({ partnerId, categorySlugs: [partner.categorySlug], listings: true });
    }
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t(approve ? 'BackofficeMembers.proposalApproved' : 'BackofficeMembers.proposalReturned') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/**
 * How the partner takes booking requests (docs/membership.md "Booking requests to the partner"): fields
 * `partnerId`, `direct` (checkbox: straight to the partner, who answers; unticked: through the company) and
 * `answerHours` (1 to 168: after that, an unanswered request goes to staff). Applies to requests made from now on.
 */
export async function setBookingModeAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = { answerHours: String(formData.get('answerHours') ?? '') };
  const parsed = z
    .object({
      partnerId: idSchema,
      direct: z.boolean(),
      answerHours: z.coerce
        .number('answerHours')
        .check(z.int('answerHours'), z.minimum(1, 'answerHours'), z.maximum(168, 'answerHours')),
    })
    .safeParse({ partnerId: formData.get('partnerId'), direct: formData.get('direct') === 'on', ...submitted });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: ([field]) => (field === 'answerHours' ? field : undefined) });
    const { partnerId, direct, answerHours } = parsed.data;
    if (!(await setBookingMode(prisma, partnerId, { direct, answerHours })))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner.booking-mode', `partner:${partnerId}`, { direct, answerHours });
    revalidateDirectory({ partnerId }); // the booking form's words
    revalidatePath(pagePath(partnerId));
    return { ok: true, data: t('BackofficeMembers.bookingModeSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
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
    const saved = await saveOfferRules(
      prisma,
      form.partnerId,
      rules,
      String(formData.get('version') ?? '') || undefined,
    );
    if (saved === 'changed') return { ok: false, error: 'BackofficePartners.changedMeanwhile' };
    if (!saved) return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner.offer-rules', `partner:${form.partnerId}`);
    revalidatePath(pagePath(form.partnerId));
    return { ok: true, data: t('BackofficeMembers.rulesSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}
