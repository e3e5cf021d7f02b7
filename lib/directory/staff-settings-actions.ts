'use server';

import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/lib/db';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import type { ActivityAction } from '@/lib/staff/activity/actions';
import { routeIdSchema } from '@/lib/validation/ids';
import { categoryEditSchema, partnershipStatuses, townEditSchema } from '@/lib/directory/partner-schemas';
import * as z from '@/lib/validation/zod';
import { setPartnershipStatus, updateCategory, updateTown } from './settings';
import { readImageField } from '@/lib/media/staff-form-fields';
import { discardUploads } from '@/lib/media/orphans';
import { zodFailure } from '@/lib/actions/messages';
import { STAFF_MESSAGES } from '@/lib/actions/staff-action';
import { staffForm } from '@/lib/actions/staff-form';

/*
 * Category, town and partnership-request actions of the backoffice (docs/decisions/12-staff-run-directory.md §4, §5): form actions that work
 * without JavaScript, audited, and refreshing the public directory at once.
 */

type Settings<S extends z.ZodMiniObject> = {
  schema: S;
  namespace: 'BackofficeCategories' | 'BackofficeTowns';
  save: (data: z.output<S>, image: string) => Promise<boolean>;
  /** The activity log entry of the write: action, target, detail. */
  entry: (data: z.output<S>) => [ActivityAction, string, Prisma.InputJsonValue];
};

/** Where the directory settings' refusals are looked up: the partner form's messages first. */
const MESSAGES = ['BackofficePartners.errors', 'BackofficePartners', ...STAFF_MESSAGES];

/** One directory settings form (docs/decisions/12-staff-run-directory.md §4): validate, check the image, save, audit, refresh the public pages. */
function settingsForm<S extends z.ZodMiniObject>({ schema, namespace, save, entry }: Settings<S>) {
  return staffForm({
    fields: Object.keys(schema.shape),
    schema,
    invalid: (error) => zodFailure(error, { fieldOf: ([field]) => String(field ?? 'form'), fixFields: 'fixErrors' }),
    namespaces: MESSAGES,
    keepTyped: true,
    done: `${namespace}.saved`,
    run: async (data, { staff, audit }, formData) => {
      // The image field (docs/decisions/12-staff-run-directory.md §3): an uploaded image, a file posted without JavaScript, or the current URL; required.
      const image = await readImageField(formData, 'image', { staff, audit });
      if (!image.ok)
        return { ok: false, error: 'fixErrors', fieldErrors: { image: `BackofficeMedia.errors.${image.error}` } };
      if (!image.data) return { ok: false, error: 'fixErrors', fieldErrors: { image: 'Validation.required' } };
      if (!(await save(data, image.data))) {
        await discardUploads(prisma, image.stored);
        return { ok: false, error: 'BackofficePartners.notFound' };
      }
      audit(...entry(data));
      revalidateDirectory({ all: true }); // titles and town names show on every directory page
      return { ok: true, data: null };
    },
  });
}

/** Saves a category's title, description, search words (docs/search.md "Category words"), image and order (docs/decisions/12-staff-run-directory.md §4). */
export const saveCategoryAction = settingsForm({
  schema: categoryEditSchema,
  namespace: 'BackofficeCategories',
  save: (data, image) => updateCategory(prisma, data, image),
  entry: (data) => ['category.update', `category:${data.slug}`, { position: data.position }],
});

/** Saves a town's name, description and image (docs/decisions/12-staff-run-directory.md §4). */
export const saveTownAction = settingsForm({
  schema: townEditSchema,
  namespace: 'BackofficeTowns',
  save: (data, image) => updateTown(prisma, data, image),
  entry: (data) => ['town.update', `town:${data.id}`, { name: data.name }],
});

/** Sets a partnership request's status: new, contacted, accepted or declined (docs/decisions/12-staff-run-directory.md §5). */
export const setPartnershipStatusAction = staffForm({
  fields: ['id', 'status'],
  schema: z.object({ id: routeIdSchema, status: z.enum(partnershipStatuses) }),
  invalid: () => ({ ok: false, error: 'BackofficePartners.errors.invalid' }),
  done: 'BackofficePartners.statusSaved',
  run: async ({ id, status }, { audit }) => {
    if (!(await setPartnershipStatus(prisma, id, status))) return { ok: false, error: 'BackofficePartners.notFound' };
    audit('partnership.status', `partnership:${id}`, { status });
    return { ok: true, data: null };
  },
});
