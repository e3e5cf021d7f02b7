'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { updateTag } from 'next/cache';
import { after } from 'next/server';
import { formFields } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { staffForm } from '@/lib/actions/staff-form';
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

/** An empty hidden field (a new product has no id or version yet) as null. */
const orNone = <T extends z.ZodMiniType>(schema: T) =>
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    schema,
  ]);

/** The posted product form: its fields, and `id` and `version` (both empty for a new product). */
const productFormSchema = z.extend(productSchema, { id: orNone(idSchema), version: orNone(productVersionSchema) });

/**
 * Creates a product (no `id` posted) or saves every field of one, if nothing changed it since the form read
 * `version` (its stock may have: an order confirmed meanwhile); otherwise `staleProduct` and nothing is written.
 * Photos come as the photos field's URLs (uploaded at once) and, without JavaScript, as posted files (stored now);
 * a URL that names no stored upload is refused.
 * A new product opens its edit page, which says it was created; a saved one answers its new version (`data`).
 */
export const saveProductAction = staffForm({
  fields: (formData) => ({ ...productFromForm(formData), ...formFields(formData, ['id', 'version']) }),
  schema: productFormSchema,
  invalid: (error) => {
    const wrong = new Set(error.issues.map((issue) => issue.path[0]));
    if (wrong.has('id')) return specRefusal('productNotFound');
    return wrong.has('version') ? { ok: false, error: 'staleProduct' } : zodFailure(error);
  },
  keepTyped: true,
  keepData: true,
  done: 'BackofficeProducts.saved',
  run: async ({ id, version, ...product }, staff, formData) => {
    if (id !== null && version === null) return { ok: false, error: 'staleProduct' };
    const photos = await readPhotosField(formData, 'photos', staff);
    if (!photos.ok) return { ok: false, error: 'fixFields', fieldErrors: { images: 'imageUrl' } };
    const data = { ...product, images: photos.data.map((photo) => photo.src) };
    const write =
      id !== null && version !== null
        ? await updateProduct(prisma, id, version, data)
        : await createProduct(prisma, data);
    if (!write.ok) {
      await discardUploads(prisma, photos.stored);
      return write;
    }
    staff.audit(
      id !== null ? 'product.update' : 'product.create',
      `product:${write.data.id}`,
      id !== null ? undefined : { name: product.nameEn },
    );
    return afterProductWrite(write);
  },
  // The edit page of the new product says it was created (`?created=1`).
  redirectTo: ({ id }, saved) => (id === null ? `/backoffice/products/edit/${saved.id}?created=1` : undefined),
});

/** Shows or hides a product in the public shop: fields `id` and `enabled` ("true" or "false"). */
export const setProductEnabledAction = staffForm({
  fields: ['id', 'enabled'],
  schema: z.object({ id: idSchema, enabled: z.enum(['true', 'false']) }),
  done: 'BackofficeProducts.visibilitySaved',
  run: async ({ id, enabled }, { audit }) => {
    audit(enabled === 'true' ? 'product.enable' : 'product.disable', `product:${id}`);
    return afterProductWrite(await setProductEnabled(prisma, id, enabled === 'true'));
  },
});

/** Adds or removes stock (fields `productId`, `delta`); a result below 0 is refused with the available stock. */
export const adjustStockAction = staffForm({
  fields: ['productId', 'delta'],
  schema: stockAdjustmentSchema,
  done: 'BackofficeProducts.stockSaved',
  keepTyped: true,
  run: async ({ productId, delta }, { audit }) => {
    audit('stock.adjust', `product:${productId}`, { delta });
    return afterProductWrite(await adjustStock(prisma, productId, delta));
  },
});

/** Deletes a product (field `id`; orders keep their item snapshot), then shows the product list. */
export const deleteProductAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: idSchema }),
  invalid: () => specRefusal('productNotFound'),
  redirectTo: () => '/backoffice/products',
  run: async ({ id }, { audit }) => {
    audit('product.delete', `product:${id}`);
    return afterProductWrite(await deleteProduct(prisma, id));
  },
});

/**
 * Changes an order's status with its stock effect (docs/spec.md §4, docs/orders.md): fields `orderId` and `status`.
 * Stock moves, so the shop's cache is refreshed; the confirmation and shipping e-mails queued with the change are
 * delivered after the answer.
 */
export const changeOrderStatusAction = staffForm({
  fields: ['orderId', 'status'],
  schema: orderStatusSchema,
  done: 'BackofficeOrders.statusUpdated',
  run: async ({ orderId, status }, { audit }) => {
    audit('order.status', `order:${orderId}`, { status });
    const result = afterProductWrite(await changeOrderStatus(prisma, orderId, status));
    if (result.ok) after(() => kickOutbox());
    return result;
  },
});

/**
 * The confirmed "Resend" of an order's e-mail (docs/mail.md "Resending an order's e-mail"): fields `orderId` and
 * `template`; the server refuses an e-mail that does not fit the order's status. On success, back to the order's
 * page, which says what was queued.
 */
export const resendOrderEmailAction = staffForm({
  fields: ['orderId', 'template'],
  schema: z.object({ orderId: idSchema, template: z.enum(orderEmailTemplates) }),
  redirectTo: ({ orderId, template }) => `/backoffice/orders/edit/${orderId}?resent=${encodeURIComponent(template)}`,
  run: async ({ orderId, template }, { audit }) => {
    audit('email.resend', `order:${orderId}`, { template });
    const resent = await resendOrderEmail(prisma, orderId, template);
    if (resent.ok) after(() => kickOutbox());
    return resent;
  },
});
