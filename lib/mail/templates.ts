import type { OrderStatus } from '@/generated/prisma/client';
import { calendarDay, formatterFor } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';

/*
 * What the e-mail templates (emails/*.tsx) are given and what the rest of the code needs to know about them
 * (docs/mail.md): template names, data shapes, subjects and the partner report's figures and labels. The templates
 * import from here and render only; nothing else imports a template but the renderer (lib/mail/render.ts).
 */

export const orderEmailTemplates = [
  'order-new',
  'order-confirmation',
  'order-shipped',
  'order-admin-notification',
] as const;
export type OrderEmailTemplate = (typeof orderEmailTemplates)[number];

/** What an order e-mail shows (docs/spec.md §7 body fields). Money in euros as decimal strings; date "YYYY-MM-DD". */
export type OrderEmailData = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  totalAmount: string;
  items: { name: string; quantity: number; price: string }[];
  /** A pickup location key (PickupLocations messages) or free text. */
  pickupLocation: string;
  pickupDate: string;
  /** The slot's start, "HH:MM" Lisbon. */
  pickupTime: string;
  /** The slot's length in minutes (docs/decisions/13-pickup-order-journey.md §3); absent on orders placed before pickup slots. */
  pickupMinutes?: number;
  /** The pickup place's street address; absent in older rows. */
  pickupAddress?: string;
  /** The guest's signed link to this order (docs/decisions/13-pickup-order-journey.md §4); absent in the team's e-mail and in older rows. */
  orderUrl?: string;
};

/** Subject line of an order e-mail in the locale. */
export function orderEmailSubject(
  template: OrderEmailTemplate,
  data: Pick<OrderEmailData, 'orderNumber' | 'status'>,
  locale: Locale,
) {
  const t = translatorFor(locale);
  return template === 'order-admin-notification'
    ? t('EmailOrder.adminSubject', { orderNumber: data.orderNumber, status: t(`EmailOrder.status.${data.status}`) })
    : t(`EmailOrder.${template}.subject`, { orderNumber: data.orderNumber });
}

/** The team's notifications of the inbox (docs/decisions/05-mail-content-pages-inbox.md §1), sent with Reply-To set to the sender. */
export const teamNotificationTemplates = [
  'booking-request-notification',
  'partnership-notification',
  'contact-notification',
] as const;
export type TeamNotificationTemplate = (typeof teamNotificationTemplates)[number];

/** Field names are keys of `EmailInbox.fields`; values are shown as written by the sender. */
export type TeamNotificationData = { fields: [field: string, value: string][]; message: string; subjectDetail: string };

/** Subject line, e.g. "New contact message: Late check-in". */
export function teamNotificationSubject(
  template: TeamNotificationTemplate,
  data: TeamNotificationData,
  locale: Locale,
) {
  return translatorFor(locale)(`EmailInbox.${template}.subject`, { detail: data.subjectDetail });
}

/** One partner's figures for one month ("YYYY-MM", Lisbon time). */
export type MonthFigures = {
  month: string;
  /** Views of the partner's page. */
  views: number;
  /** Unique visitors of its page, summed over the month's days (a visitor is counted once a day). */
  visitors: number;
  /** Views of its member offer. */
  offerViews: number;
  /** Booking requests guests sent (stored requests, not events). */
  bookingRequests: number;
  /** Clicks on its external booking link. */
  externalClicks: number;
  /** Reviews written (hidden ones included: they were written). */
  reviews: number;
  /** Member offer redemptions recorded at its counter (docs/membership.md), by the day they were made. */
  redemptions: number;
  /** People in those redemptions' parties. */
  redeemedPeople: number;
  /** Their bills before discount, whole euros, where the partner typed them. */
  billsEuros: number;
};

/** What a partner's monthly report shows (docs/decisions/16-insights.md §4): the month, the month before, and up to twelve months for the chart. */
export type PartnerReportData = {
  partnerName: string;
  month: string;
  current: MonthFigures;
  previous: MonthFigures;
  months: MonthFigures[];
};

/** The figures of a report, in print order; keys of MonthFigures and of `PartnerReport.figures`. */
export const reportFigures = [
  'views',
  'visitors',
  'offerViews',
  'bookingRequests',
  'externalClicks',
  'reviews',
  'redemptions',
  'redeemedPeople',
  'billsEuros',
] as const;

/** "March 2026", "março de 2026": a "YYYY-MM" month in the report's language. */
export function monthLabel(month: string, locale: Locale): string {
  return formatterFor(locale).dateTime(calendarDay(`${month}-01`), { month: 'long', year: 'numeric' });
}

/** "+25%", "−10%", "=" or "new" when the previous month had none. */
export function change(current: number, previous: number, locale: Locale): string {
  const t = translatorFor(locale);
  if (current === previous) return '=';
  if (previous === 0) return t('PartnerReport.new');
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

export function partnerReportSubject(data: PartnerReportData, locale: Locale): string {
  return translatorFor(locale)('PartnerReport.subject', {
    partner: data.partnerName,
    month: monthLabel(data.month, locale),
  });
}

/** What a member card e-mail shows (docs/membership.md "Membership for a stay"): stay days "YYYY-MM-DD", the card's link. */
export type MemberCardEmailData = {
  /** An owner's card (docs/membership.md "Owners' cards"): `departure` is its renewal date. */
  owner?: boolean;
  guestName: string;
  arrival: string;
  departure: string;
  partySize: number;
  cardUrl: string;
};

/** "Your member card: 3 Aug – 10 Aug 2026" (an owner's: "… valid until 27 Nov 2027") in the card's language. */
export function memberCardSubject(data: MemberCardEmailData, locale: Locale): string {
  const format = formatterFor(locale);
  if (data.owner)
    return translatorFor(locale)('EmailMemberCard.ownerSubject', {
      date: format.dateTime(calendarDay(data.departure), { day: 'numeric', month: 'short', year: 'numeric' }),
    });
  return translatorFor(locale)('EmailMemberCard.subject', {
    stay: format.dateTimeRange(calendarDay(data.arrival), calendarDay(data.departure), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
  });
}

/**
 * A booking request's e-mails when it goes straight to the partner (docs/membership.md "Booking requests to the
 * partner"): to each partner user (`partner-request`, with the guest's details and the link to the partner area),
 * to the guest when sent (`guest-sent`) and when answered (`guest-answer`), both with the status page's link.
 * Days are 'YYYY-MM-DD' (Lisbon), times 'HH:MM'.
 */
export type BookingEmailData = {
  kind: 'partner-request' | 'guest-sent' | 'guest-answer';
  partnerName: string;
  guestName: string;
  preferredDate: string | null;
  partySize: number;
  /** The partner area's requests page, or the guest's status page. */
  url: string;
  /** For the partner: what the guest wrote and how to reach them, and the hours they have to answer. */
  guest?: { email: string; phone: string; message: string; answerHours: number };
  answer?: {
    kind: 'accepted' | 'proposed' | 'declined';
    note: string | null;
    date: string | null;
    time: string | null;
  };
};

export function bookingEmailSubject(data: BookingEmailData, locale: Locale): string {
  const t = translatorFor(locale);
  if (data.kind === 'partner-request') return t('EmailBooking.partnerSubject', { name: data.guestName });
  if (data.kind === 'guest-sent') return t('EmailBooking.sentSubject', { partner: data.partnerName });
  return t(`EmailBooking.answerSubject.${data.answer!.kind}`, { partner: data.partnerName });
}
