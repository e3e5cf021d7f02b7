'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { staffAction, staffFormState, type StaffContext } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { resendOrderEmail } from './orders/order-emails';
import { orderEmailTemplates } from '@/lib/mail/templates';
import { readPhotosField } from '@/lib/media/staff-form-fields';
import { discardUploads } from '@/lib/media/orphans';
import * as z from '@/lib/validation/zod';
import { changeOrderStatus } from './orders/order-status';
import {
  adjustStock,
  createProduct,
  deleteProduct,
  setProductEnabled,
  updateProduct,
} from './products/staff-product-writes';
import { PRODUCTS_TAG } from './queries';
import { idSchema } from '@/lib/validation/ids';
import { orderStatusSchema, productSchema, productVersionSchema, stockAdjustmentSchema } from './staff-schemas';

/*
 * The shop's staff actions (docs/decisions/04-backoffice.md): products, stock, order status and order e-mails. Each is
 * a form action (docs/architecture.md "One action toolkit"): the form posts without JavaScript, and the same action
 * answers a scripted submit. Each runs in staffAction (session, audit, translated messages) -> zod -> service, and
 * answers the form's state; a product or stock write refreshes the public shop's cache at once ('products').
 */

const PRODUCT_TEXT_FIELDS = [
  'nameEn',
  'nameFr',
  'namePt',
  'descriptionEn',
  'descriptionFr',
  'descriptionPt',
  'categoryEn',
  'categoryFr',
  'categoryPt',
  'price',
  'quantity',
  'position',
];

/** A product write's answer, with the public shop's cache refreshed on success. */
function afterProductWrite<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) updateTag(PRODUCTS_TAG);
  return result;
}

/** The posted product form as the schema's object: texts, `enabled` (a checkbox), and the photos' URLs in order. */
function productFromForm(formData: FormData) {
  let images: unknown = [];
  try {
    const photos = JSON.parse(String(formData.get('photos') || '[]')) as unknown;
    images = Array.isArray(photos) ? photos.map((photo) => (photo as { src?: unknown })?.src) : photos;
  } catch {
    images = null;
  }
  return {
    ...formFields(formData, PRODUCT_TEXT_FIELDS),
    enabled: formData.get('enabled') === 'on' || formData.get('enabled') === 'true',
    images,
  };
}

/**
 * Creates a product (no `id` posted) or saves every field of one, if nothing changed it since the form read
 * `version` (its stock may have: an order confirmed meanwhile); otherwise `staleProduct` and nothing is written.
 * Photos come as the photos field's URLs (uploaded at once) and, without JavaScript, as posted files (stored now);
 * a URL that names no stored upload is refused.
 * A new product opens its edit page, which says it was created; a saved one answers its new version (`data`).
 */
export async function saveProductAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState<{ id: number; version: number; message: string }>> {
  const raw = productFromForm(formData);
  const posted = formData.get('id');
  let created: number | null = null;
  const result = await staffAction(async (staff) => {
    const productId = posted === null || posted === '' ? null : idSchema.safeParse(posted);
    if (productId && !productId.success) return specRefusal('productNotFound');
    const read = productId ? productVersionSchema.safeParse(formData.get('version')) : null;
    if (read && !read.success) return { ok: false, error: 'staleProduct' };
    const parsed = productSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    const photos = await readPhotosField(formData, 'photos', staff);
    if (!photos.ok) return { ok: false, error: 'fixFields', fieldErrors: { images: 'imageUrl' } };
    const data = { ...parsed.data, images: photos.data.map((photo) => photo.src) };
    const write =
      productId && read
        ? await updateProduct(prisma, productId.data, read.data, data)
        : await createProduct(prisma, data);
    if (!write.ok) {
      await discardUploads(prisma, photos.stored);
      return write;
    }
    staff.audit(
      productId ? 'product.update' : 'product.create',
      `product:${write.data.id}`,
      productId ? undefined : { name: parsed.data.nameEn },
    );
    if (!productId) created = write.data.id;
    afterProductWrite(write);
    return { ok: true, data: { ...write.data, message: staff.t('BackofficeProducts.saved') } };
  });
  // The edit page of the new product says it was created (`?created=1`).
  if (created !== null) redirect(`/backoffice/products/edit/${created}?created=1`);
  return staffFormState(result, {
    message: result.ok ? result.data.message : undefined,
    keepData: true,
    submitted: raw,
  });
}

/**
 * Runs one small staff form: the body in staffAction, then the form's state with `message` (a full message key) on
 * success, and the `submitted` fields back on a refusal.
 */
async function staffForm(
  message: string,
  body: (staff: StaffContext) => Promise<ActionResult<unknown>>,
  submitted?: Record<string, unknown>,
): Promise<FormState> {
  const result = await staffAction(async (staff) => {
    const answer = await body(staff);
    return answer.ok ? { ok: true, data: staff.t(message as never) } : answer;
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Shows or hides a product in the public shop: fields `id` and `enabled` ("true" or "false"). */
export async function setProductEnabledAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ id: idSchema, enabled: z.enum(['true', 'false']) })
    .safeParse({ id: formData.get('id'), enabled: formData.get('enabled') });
  return staffForm('BackofficeProducts.visibilitySaved', async ({ audit }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const enabled = parsed.data.enabled === 'true';
    audit(enabled ? 'product.enable' : 'product.disable', `product:${parsed.data.id}`);
    return afterProductWrite(await setProductEnabled(prisma, parsed.data.id, enabled));
  });
}

/** Adds or removes stock (fields `productId`, `delta`); a result below 0 is refused with the available stock. */
export async function adjustStockAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, ['delta']);
  const parsed = stockAdjustmentSchema.safeParse({ productId: formData.get('productId'), ...submitted });
  return staffForm(
    'BackofficeProducts.stockSaved',
    async ({ audit }) => {
      if (!parsed.success) return zodFailure(parsed.error);
      audit('stock.adjust', `product:${parsed.data.productId}`, { delta: parsed.data.delta });
      return afterProductWrite(await adjustStock(prisma, parsed.data.productId, parsed.data.delta));
    },
    submitted,
  );
}

/** Deletes a product (field `id`; orders keep their item snapshot), then shows the product list. */
export async function deleteProductAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const productId = idSchema.safeParse(formData.get('id'));
  const result = await staffAction(async ({ audit }) => {
    if (!productId.success) return specRefusal('productNotFound');
    audit('product.delete', `product:${productId.data}`);
    return afterProductWrite(await deleteProduct(prisma, productId.data));
  });
  if (result.ok) redirect('/backoffice/products');
  return staffFormState(result);
}

/**
 * Changes an order's status with its stock effect (docs/spec.md §4, docs/orders.md): fields `orderId` and `status`.
 * Stock moves, so the shop's cache is refreshed; the confirmation and shipping e-mails queued with the change are
 * delivered after the answer.
 */
export async function changeOrderStatusAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = orderStatusSchema.safeParse({ orderId: formData.get('orderId'), status: formData.get('status') });
  return staffForm('BackofficeOrders.statusUpdated', async ({ audit }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    audit('order.status', `order:${parsed.data.orderId}`, { status: parsed.data.status });
    const result = afterProductWrite(await changeOrderStatus(prisma, parsed.data.orderId, parsed.data.status));
    if (result.ok) after(() => kickOutbox());
    return result;
  });
}

/**
 * The confirmed "Resend" of an order's e-mail (docs/mail.md "Resending an order's e-mail"): fields `orderId` and
 * `template`; the server refuses an e-mail that does not fit the order's status. On success, back to the order's
 * page, which says what was queued.
 */
export async function resendOrderEmailAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ orderId: idSchema, template: z.enum(orderEmailTemplates) })
    .safeParse({ orderId: formData.get('orderId'), template: formData.get('template') });
  const result = await staffAction(async ({ audit }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    audit('email.resend', `order:${parsed.data.orderId}`, { template: parsed.data.template });
    const resent = await resendOrderEmail(prisma, parsed.data.orderId, parsed.data.template);
    if (resent.ok) after(() => kickOutbox());
    return resent;
  });
  if (result.ok && parsed.success)
    redirect(`/backoffice/orders/edit/${parsed.data.orderId}?resent=${encodeURIComponent(parsed.data.template)}`);
  return staffFormState(result);
}
