import { createElement } from 'react';
import type { OrderStatus, Prisma } from '@/generated/prisma/client';
import type { Tx } from '@/lib/db';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { orderEmailSubject, type OrderEmailData, type OrderEmailTemplate } from '@/lib/mail/templates';
import { TeamNotification } from '@/emails/team-notification';
import {
  teamNotificationSubject,
  type TeamNotificationData,
  type TeamNotificationTemplate,
} from '@/lib/mail/templates';
import { appSecret } from '@/lib/secret';
import { siteUrl } from '@/lib/seo/site-url';
import { signOrderLink } from '@/lib/shop/order-receipt';
import { pickupAddress } from '@/lib/shop/pickup-places';
import { teamAddress, teamLocale } from './config';
import { renderEmail } from './render';
import { localItemName } from '@/lib/shop/products';
import { formatDayInWords } from '@/lib/i18n/format';

/*
 * The contract between the business code and the e-mail outbox (docs/design.md: "E-mails never block or lose business
 * data"). Each function writes its outbox rows inside the caller's transaction (or nested write), so a rolled-back
 * change sends nothing; lib/mail/sender.ts delivers the rows after commit. Order e-mails store what their template
 * needs and are rendered by the sender (renderStoredEmail in lib/mail/render.ts): rendering costs milliseconds of CPU per message,
 * which an order's transaction should not hold a pooled connection for.
 */

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

/**
 * The signed link that opens an order's Order Complete page in any browser for 90 days (docs/decisions/13-pickup-order-journey.md §4), absolute on
 * SITE_URL, e.g. https://…/fr/checkout/complete/CD…?t=1790000000.sig.
 */
export function signedOrderUrl(orderNumber: string, locale: Locale, now: Date = new Date()): string {
  // English has no prefix (localePrefix 'as-needed', lib/i18n/routing.ts).
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${siteUrl()}${prefix}/checkout/complete/${orderNumber}?t=${signOrderLink(orderNumber, appSecret(), now)}`;
}

/** An order as its e-mails need it; items carry the product's names when the product still exists. */
export type OrderForEmail = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  totalAmount: Prisma.Decimal;
  locale: string;
  pickupLocation: string;
  pickupDate: Date;
  pickupTime: string;
  /** The slot's length in minutes; null on orders placed before pickup slots. */
  pickupMinutes: number | null;
  /** The place's street address, when the location is a known place. */
  pickupAddress?: string | null;
  items: {
    productName: string;
    productPrice: Prisma.Decimal;
    quantity: number;
    product?: { nameEn: string; nameFr: string; namePt: string } | null;
  }[];
};

/**
 * The outbox row of one order e-mail (docs/spec.md §7 templates), unrendered, in the order's language (the team's
 * notification: in the team's language, teamLocale) with product names in that language where the product still exists: subject and template data stored, html and text null until the
 * sender renders them. The guest's templates carry the order's signed link (signedOrderUrl) and go to the customer, order-admin-notification goes to the team with
 * Reply-To the customer. Pure: no database access, no rendering.
 */
export function orderEmailRow(order: OrderForEmail, template: OrderEmailTemplate) {
  const toTeam = template === 'order-admin-notification';
  const locale = toTeam ? teamLocale() : localeOf(order.locale);
  const data: OrderEmailData = {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    status: order.status,
    totalAmount: order.totalAmount.toFixed(2),
    items: order.items.map((item) => ({
      name: localItemName(item, locale),
      quantity: item.quantity,
      price: item.productPrice.toFixed(2),
    })),
    pickupLocation: order.pickupLocation,
    pickupDate: order.pickupDate.toISOString().slice(0, 10),
    pickupTime: order.pickupTime,
    ...(order.pickupMinutes ? { pickupMinutes: order.pickupMinutes } : {}),
    ...(order.pickupAddress ? { pickupAddress: order.pickupAddress } : {}),
  };
  // Every e-mail to the guest links to this order only (docs/decisions/13-pickup-order-journey.md §4).
  if (!toTeam) data.orderUrl = signedOrderUrl(order.orderNumber, locale);
  return {
    template,
    to: toTeam ? teamAddress() : order.customerEmail,
    replyTo: toTeam ? order.customerEmail : null,
    locale,
    subject: orderEmailSubject(template, data, locale),
    data,
  };
}

/** The rows of a new order's e-mails (docs/spec.md §4): order-new to the guest, order-admin-notification to the team. */
export function orderPlacedEmailRows(order: OrderForEmail) {
  return [orderEmailRow(order, 'order-new'), orderEmailRow(order, 'order-admin-notification')];
}

/**
 * Queues one order e-mail (docs/spec.md §7 templates) for a stored order, from its current data: see orderEmailRow.
 * @returns the outbox row's id. @throws Prisma's not-found error when the order does not exist.
 */
export async function queueOrderEmail(tx: Tx, orderId: number, template: OrderEmailTemplate): Promise<number> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      items: { orderBy: { id: 'asc' }, include: { product: { select: { nameEn: true, nameFr: true, namePt: true } } } },
    },
  });
  const pickup = { pickupAddress: await pickupAddress(tx, order.pickupLocation) };
  const row = await tx.outboxEmail.create({
    data: { ...orderEmailRow({ ...order, ...pickup }, template), orderId },
    select: { id: true },
  });
  return row.id;
}

/**
 * Queues the e-mails of a status change (docs/spec.md §4 Order status): confirmed -> order-confirmation + admin notice;
 * shipped -> order-shipped + admin notice; other statuses queue nothing. Call after the status is updated in tx.
 */
export async function queueOrderStatusEmails(tx: Tx, orderId: number, status: OrderStatus): Promise<void> {
  const guestTemplate = { confirmed: 'order-confirmation', shipped: 'order-shipped' } as const;
  if (status !== 'confirmed' && status !== 'shipped') return;
  await queueOrderEmail(tx, orderId, guestTemplate[status]);
  await queueOrderEmail(tx, orderId, 'order-admin-notification');
}

/**
 * Queues a notification to the team (booking, partnership, contact) in the team's language (teamLocale, not the
 * sender's: docs/mail.md), Reply-To the sender, rendered now (one per form submission, rate-limited: not worth deferring). @returns the outbox row's id.
 */
export async function queueTeamNotification(
  tx: Tx,
  template: TeamNotificationTemplate,
  { replyTo, data }: { replyTo: string; data: TeamNotificationData },
): Promise<number> {
  const language = teamLocale();
  const email = await renderEmail(
    teamNotificationSubject(template, data, language),
    createElement(TeamNotification, { template, data, locale: language }),
  );
  const row = await tx.outboxEmail.create({
    data: { template, to: teamAddress(), replyTo, locale: language, ...email },
    select: { id: true },
  });
  return row.id;
}

/** Queues the team's notification of a booking request (Reply-To: the guest). */
export async function queueBookingRequestEmail(tx: Tx, bookingRequestId: number): Promise<void> {
  const request = await tx.bookingRequest.findUniqueOrThrow({
    where: { id: bookingRequestId },
    include: { partner: true },
  });
  const fields: TeamNotificationData['fields'] = [
    ['partner', request.partner.name],
    ['name', request.name],
    ['email', request.email],
    ['phone', request.phone],
    ['partySize', String(request.partySize)],
  ];
  if (request.preferredDate)
    fields.push(['preferredDate', formatDayInWords(request.preferredDate.toISOString().slice(0, 10), teamLocale())]);
  await queueTeamNotification(tx, 'booking-request-notification', {
    replyTo: request.email,
    data: { fields, message: request.message, subjectDetail: request.partner.name },
  });
}
