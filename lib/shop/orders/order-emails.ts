import { specRefusal } from '@/lib/actions/spec-messages';
import type { OrderStatus, Prisma } from '@/generated/prisma/client';
import type { ActionResult } from '@/lib/actions/result';
import type { Db, Tx } from '@/lib/db';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { teamAddress, teamLocale } from '@/lib/mail/config';
import { orderEmailSubject, type OrderEmailData, type OrderEmailTemplate } from '@/lib/mail/templates';
import { appSecret } from '@/lib/secret';
import { siteUrl } from '@/lib/seo/site-url';
import { signOrderLink } from './order-receipt';
import { pickupAddress } from '@/lib/shop/pickup/pickup-places';
import { localItemName } from '@/lib/shop/products/products';

/*
 * The shop's e-mails (docs/spec.md §7 templates; docs/mail.md): an order's rows for the outbox, written inside the
 * caller's transaction (or nested write), so a rolled-back change sends nothing; lib/mail/sender.ts delivers them
 * after commit. Order e-mails store what their template needs and are rendered by the sender (renderStoredEmail in
 * lib/mail/render.ts): rendering costs milliseconds of CPU per message, which an order's transaction should not
 * hold a pooled connection for.
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
 * The e-mails that fit an order in each status (docs/mail.md "Resending an order's e-mail"): the guest's e-mail of
 * that status and the team's notice beside it. A collected, not collected or cancelled order has none: no guest
 * e-mail says that, and an old one would tell the guest something no longer true.
 */
const RESENDABLE: Partial<Record<OrderStatus, readonly OrderEmailTemplate[]>> = {
  pending: ['order-new', 'order-admin-notification'],
  confirmed: ['order-confirmation', 'order-admin-notification'],
  shipped: ['order-shipped', 'order-admin-notification'],
};

/** The order e-mails staff may resend for an order in `status` (see RESENDABLE); empty when none fits. */
export function resendableTemplates(status: OrderStatus): readonly OrderEmailTemplate[] {
  return RESENDABLE[status] ?? [];
}

/**
 * Queues a fresh copy of one of an order's e-mails from its current data (the order page's "Resend"), only when it
 * fits the order's status (resendableTemplates), read under a lock on the order so a status change cannot slip in
 * between the check and the copy.
 * @returns the new outbox row's id; `Order not found`; or `emailDoesNotFitStatus` (a BackofficeErrors key).
 */
export async function resendOrderEmail(
  db: Db,
  orderId: number,
  template: OrderEmailTemplate,
): Promise<ActionResult<{ id: number }>> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: OrderStatus }[]
    >`SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (locked.length === 0) return specRefusal('orderNotFound');
    if (!resendableTemplates(locked[0].status).includes(template))
      return { ok: false, error: 'emailDoesNotFitStatus' } as const;
    return { ok: true, data: { id: await queueOrderEmail(tx, orderId, template) } } as const;
  });
}
