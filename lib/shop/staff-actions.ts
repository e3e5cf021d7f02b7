'use server';

import { updateTag } from 'next/cache';
import { after } from 'next/server';
import * as z from '@/lib/validation/zod';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { changeOrderStatus } from '@/lib/shop/order-status';
import { revalidateDirectory } from '@/lib/directory/queries';
import { PRODUCTS_TAG } from '@/lib/shop/queries';
import { idSchema, orderStatusSchema, productSchema, productVersionSchema, stockAdjustmentSchema } from '@/lib/shop/staff-schemas';
import { staffAction } from '@/lib/actions/staff-action';
import { zodFailure } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { adjustStock, createProduct, deleteProduct, setProductEnabled, updateProduct } from './product-writes';
import { setReviewHidden } from '@/lib/directory/review-moderation';
import { inboxKinds, setInboxStatus } from '@/lib/inbox/inbox';
import { orderEmailTemplates } from '@/emails/order-email';
import { resendOrderEmail, retryOutboxEmail } from '@/lib/mail/outbox';
import { mediaImagesExist } from '@/lib/media/store';

/*
 * Staff server actions (docs/decisions/04-backoffice.md). Each: requireStaff (staffAction) -> zod safeParse -> service -> updateTag, and
 * answers ActionResult. Product writes refresh the public shop's cache at once ('products'); review visibility
 * refreshes the directory ('directory').
 */

/** A product photo URL naming an upload that is not stored (forged or stale): refused, nothing changes. */
const unknownImage: ActionResult<never> = { ok: false, error: 'fixFields', fieldErrors: { images: 'imageUrl' } };

function afterProductWrite<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) updateTag(PRODUCTS_TAG);
  return result;
}

/** Creates a product from the staff form. */
export async function createProductAction(raw: unknown): Promise<ActionResult<{ id: number; version: number }>> {
  return staffAction(async ({ audit }) => {
    const parsed = productSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    if (!(await mediaImagesExist(prisma, parsed.data.images))) return unknownImage;
    const result = afterProductWrite(await createProduct(prisma, parsed.data));
    if (result.ok) audit('product.create', `product:${result.data.id}`, { name: parsed.data.nameEn });
    return result;
  });
}

/**
 * Saves every field of a product, if nothing changed it since the form read `version` (its stock may have: an
 * order confirmed meanwhile); otherwise `staleProduct`, translated, and nothing is written.
 */
export async function updateProductAction(id: unknown, version: unknown, raw: unknown): Promise<ActionResult<{ id: number; version: number }>> {
  return staffAction(async ({ audit }) => {
    const productId = idSchema.safeParse(id);
    if (!productId.success) return { ok: false, error: 'Product not found' };
    const read = productVersionSchema.safeParse(version);
    if (!read.success) return { ok: false, error: 'staleProduct' };
    const parsed = productSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    if (!(await mediaImagesExist(prisma, parsed.data.images))) return unknownImage;
    audit('product.update', `product:${productId.data}`);
    return afterProductWrite(await updateProduct(prisma, productId.data, read.data, parsed.data));
  });
}

/** Deletes a product (orders keep their item snapshot). */
export async function deleteProductAction(id: unknown): Promise<ActionResult<{ id: number }>> {
  return staffAction(async ({ audit }) => {
    const productId = idSchema.safeParse(id);
    if (!productId.success) return { ok: false, error: 'Product not found' };
    audit('product.delete', `product:${productId.data}`);
    return afterProductWrite(await deleteProduct(prisma, productId.data));
  });
}

/** Shows or hides a product in the public shop. */
export async function setProductEnabledAction(raw: unknown): Promise<ActionResult<{ enabled: boolean }>> {
  return staffAction(async ({ audit }) => {
    const parsed = z.object({ id: idSchema, enabled: z.boolean() }).safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit(parsed.data.enabled ? 'product.enable' : 'product.disable', `product:${parsed.data.id}`);
    return afterProductWrite(await setProductEnabled(prisma, parsed.data.id, parsed.data.enabled));
  });
}

/** Adds or removes stock; a result below 0 is refused. */
export async function adjustStockAction(raw: unknown): Promise<ActionResult<{ quantity: number }>> {
  return staffAction(async ({ audit }) => {
    const parsed = stockAdjustmentSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit('stock.adjust', `product:${parsed.data.productId}`, { delta: parsed.data.delta });
    return afterProductWrite(await adjustStock(prisma, parsed.data.productId, parsed.data.delta));
  });
}

/** Changes an order's status with its stock effect (docs/spec.md §4). Stock moves, so the shop's cache is refreshed. */
export async function changeOrderStatusAction(raw: unknown): Promise<ActionResult<{ status: string }>> {
  return staffAction(async ({ audit }) => {
    const parsed = orderStatusSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit('order.status', `order:${parsed.data.orderId}`, { status: parsed.data.status });
    const result = afterProductWrite(await changeOrderStatus(prisma, parsed.data.orderId, parsed.data.status));
    if (result.ok) after(() => kickOutbox()); // confirmation and shipping e-mails were queued with the change
    return result;
  });
}

/** Hides or shows a partner review on the public pages. */
export async function setReviewHiddenAction(raw: unknown): Promise<ActionResult<{ hidden: boolean }>> {
  return staffAction(async ({ audit }) => {
    const parsed = z.object({ id: idSchema, hidden: z.boolean() }).safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit(parsed.data.hidden ? 'review.hide' : 'review.show', `review:${parsed.data.id}`);
    const partnerId = await setReviewHidden(prisma, parsed.data.id, parsed.data.hidden);
    if (partnerId === null) return { ok: false, error: 'Review not found' };
    revalidateDirectory({ partnerId }); // reviews show on their partner's page only
    return { ok: true, data: { hidden: parsed.data.hidden } };
  });
}

/** Marks an inbox message handled, or new again (docs/decisions/05-mail-content-pages-inbox.md §6). */
export async function setInboxStatusAction(raw: unknown): Promise<ActionResult<{ status: 'new' | 'handled' }>> {
  return staffAction(async ({ audit }) => {
    const parsed = z.object({ kind: z.enum(inboxKinds), id: idSchema, status: z.enum(['new', 'handled']) }).safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    const { kind, id, status } = parsed.data;
    audit('inbox.status', `${kind}:${id}`, { status });
    if (!(await setInboxStatus(prisma, kind, id, status))) return { ok: false, error: 'Message not found' };
    return { ok: true, data: { status } };
  });
}

/** Puts an outbox e-mail back in the queue, due now, and starts delivery (docs/decisions/05-mail-content-pages-inbox.md §6 "Retry"). */
export async function retryEmailAction(raw: unknown): Promise<ActionResult<{ id: number }>> {
  return staffAction(async ({ audit }) => {
    const parsed = z.object({ id: idSchema }).safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit('email.retry', `email:${parsed.data.id}`);
    if (!(await retryOutboxEmail(prisma, parsed.data.id))) return { ok: false, error: 'E-mail not found' };
    after(() => kickOutbox());
    return { ok: true, data: { id: parsed.data.id } };
  });
}

/** Queues a fresh copy of one of an order's e-mails, if it fits the order's status, and starts delivery (docs/mail.md). */
export async function resendOrderEmailAction(raw: unknown): Promise<ActionResult<{ id: number }>> {
  return staffAction(async ({ audit }) => {
    const parsed = z.object({ orderId: idSchema, template: z.enum(orderEmailTemplates) }).safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    audit('email.resend', `order:${parsed.data.orderId}`, { template: parsed.data.template });
    const result = await resendOrderEmail(prisma, parsed.data.orderId, parsed.data.template);
    if (result.ok) after(() => kickOutbox());
    return result;
  });
}
