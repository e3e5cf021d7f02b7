'use server';

import { formFields } from '@/lib/actions/form-state';
import { noField, staffForm } from '@/lib/actions/staff-form';
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

/** The partner's backoffice page, refreshed once a form on it is done. */
const refresh = ({ partnerId }: { partnerId: number }) => pagePath(partnerId);

/** A partner user of the page's partner: the hidden fields of each user's forms. */
const partnerUser = { partnerId: idSchema, userId: idSchema };

/**
 * Invites a partner user: fields `partnerId`, `email`, `locale` (en, fr, pt: the language of every e-mail the user
 * gets), `role` ("counter" or "manager", default counter). The address gets an e-mail in that language with the
 * counter's sign-in page.
 */
export const invitePartnerUserAction = staffForm({
  fields: (formData) => ({
    ...formFields(formData, ['partnerId', 'email']),
    locale: String(formData.get('locale') ?? 'pt'),
    role: String(formData.get('role') ?? 'counter'),
  }),
  schema: z.object({
    partnerId: idSchema,
    email: emailAddress(),
    locale: z.enum(routing.locales, 'language'),
    role: z.enum(PARTNER_ROLES),
  }),
  fieldOf: ([field]) => (field === 'email' || field === 'locale' ? field : undefined),
  keepTyped: true,
  refresh,
  run: async ({ partnerId, email, locale, role }, { audit, t }) => {
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
    return { ok: true, data: t('BackofficeMembers.invited', { email: email.toLowerCase() }) };
  },
});

/** Removes a counter user and ends their sessions: fields `partnerId`, `userId`. */
export const removePartnerUserAction = staffForm({
  fields: ['partnerId', 'userId'],
  schema: z.object(partnerUser),
  fieldOf: noField,
  done: 'BackofficeMembers.userRemoved',
  refresh,
  run: async ({ partnerId, userId }, { audit }) => {
    if (!(await removePartnerUser(prisma, partnerId, userId))) return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.remove', `partner:${partnerId}`, { userId });
    return { ok: true, data: null };
  },
});

/** Changes a counter user's e-mail language: fields `partnerId`, `userId`, `locale` (en, fr or pt). */
export const setPartnerUserLocaleAction = staffForm({
  fields: ['partnerId', 'userId', 'locale'],
  schema: z.object({ ...partnerUser, locale: z.enum(routing.locales, 'language') }),
  fieldOf: noField,
  done: 'BackofficeMembers.userLocaleSaved',
  refresh,
  run: async ({ partnerId, userId, locale }, { audit }) => {
    if (!(await setPartnerUserLocale(prisma, partnerId, userId, locale)))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.locale', `partner:${partnerId}`, { userId, locale });
    return { ok: true, data: null };
  },
});

/** Gives a partner user a role: fields `partnerId`, `userId`, `role` ("counter" or "manager"). */
export const setPartnerUserRoleAction = staffForm({
  fields: ['partnerId', 'userId', 'role'],
  schema: z.object({ ...partnerUser, role: z.enum(PARTNER_ROLES) }),
  fieldOf: noField,
  done: 'BackofficeMembers.userRoleSaved',
  refresh,
  run: async ({ partnerId, userId, role }, { audit }) => {
    if (!(await setPartnerUserRole(prisma, partnerId, userId, role)))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner-user.role', `partner:${partnerId}`, { userId, partnerRole: role });
    return { ok: true, data: null };
  },
});

/**
 * Approves the texts a partner's manager proposed, which go public at once, or sends them back with a note: fields
 * `partnerId`, `proposalId`, `decision` ("approve" or "return"), `note` (up to 1,000 characters; asked for when
 * sending back).
 */
export const decideProposalAction = staffForm({
  fields: ['partnerId', 'proposalId', 'decision', 'note'],
  schema: z.object({
    partnerId: idSchema,
    proposalId: idSchema,
    decision: z.enum(['approve', 'return']),
    note: z.string().check(z.trim(), z.maxLength(1000, 'tooLong')),
  }),
  fieldOf: ([field]) => (field === 'note' ? field : undefined),
  keepTyped: true,
  refresh,
  run: async ({ partnerId, proposalId, decision, note }, { staff, audit, t }) => {
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
    return { ok: true, data: t(approve ? 'BackofficeMembers.proposalApproved' : 'BackofficeMembers.proposalReturned') };
  },
});

/**
 * How the partner takes booking requests (docs/membership.md "Booking requests to the partner"): fields
 * `partnerId`, `direct` (checkbox: straight to the partner, who answers; unticked: through the company) and
 * `answerHours` (1 to 168: after that, an unanswered request goes to staff). Applies to requests made from now on.
 */
export const setBookingModeAction = staffForm({
  fields: (formData) => ({
    ...formFields(formData, ['partnerId', 'answerHours']),
    direct: formData.get('direct') === 'on',
  }),
  schema: z.object({
    partnerId: idSchema,
    direct: z.boolean(),
    answerHours: z.coerce
      .number('answerHours')
      .check(z.int('answerHours'), z.minimum(1, 'answerHours'), z.maximum(168, 'answerHours')),
  }),
  fieldOf: ([field]) => (field === 'answerHours' ? field : undefined),
  keepTyped: true,
  done: 'BackofficeMembers.bookingModeSaved',
  refresh,
  run: async ({ partnerId, direct, answerHours }, { audit }) => {
    if (!(await setBookingMode(prisma, partnerId, { direct, answerHours })))
      return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner.booking-mode', `partner:${partnerId}`, { direct, answerHours });
    revalidateDirectory({ partnerId }); // the booking form's words
    return { ok: true, data: null };
  },
});

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
  version: z.string(),
});

/** The rules form as posted: its text fields, the ticked weekdays, and the stayOnly checkbox. */
function postedRules(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '');
  return {
    partnerId: text('partnerId'),
    stayOnly: formData.get('stayOnly') === 'on',
    maxCount: text('maxCount'),
    maxPer: text('maxPer') || 'stay',
    weekdays: formData.getAll('weekdays').map(String),
    blackoutDates: text('blackoutDates'),
    minPartySize: text('minPartySize'),
    maxPartySize: text('maxPartySize'),
    version: text('version'),
  };
}

/**
 * Saves the partner's offer rules: `partnerId`, `stayOnly` (checkbox), `maxCount` and `maxPer` ("stay" or "day"),
 * `weekdays` (checkboxes mon..sun; none means every day), `blackoutDates` (YYYY-MM-DD, by lines or commas),
 * `minPartySize`, `maxPartySize` (empty: no rule). A refusal names each wrong field (a count out of 1-99: `ruleCount`;
 * a largest party below the smallest: `partySizeOrder` on maxPartySize) and sends back what was typed.
 */
export const saveOfferRulesAction = staffForm({
  fields: postedRules,
  schema: rulesFormSchema,
  fieldOf: ([field]) => (field === 'partnerId' ? undefined : String(field)),
  keepTyped: true,
  done: 'BackofficeMembers.rulesSaved',
  refresh,
  run: async (form, { audit }) => {
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
    const saved = await saveOfferRules(prisma, form.partnerId, rules, form.version || undefined);
    if (saved === 'changed') return { ok: false, error: 'BackofficePartners.changedMeanwhile' };
    if (!saved) return { ok: false, error: 'ActionErrors.notFound' };
    audit('partner.offer-rules', `partner:${form.partnerId}`);
    return { ok: true, data: null };
  },
});
