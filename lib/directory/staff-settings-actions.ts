'use server';

import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/lib/db';
import { revalidateDirectory } from '@/lib/cache/directory-tags';
import { getStaffTranslations } from '@/lib/staff/translations';
import type { ActivityAction } from '@/lib/staff/activity/actions';
import { routeIdSchema } from '@/lib/validation/ids';
import { categoryEditSchema, partnershipStatuses, townEditSchema } from '@/lib/directory/partner-schemas';
import * as z from '@/lib/validation/zod';
import { staffAction } from '@/lib/actions/staff-action';
import { setPartnershipStatus, updateCategory, updateTown } from './settings';
import { readImageField } from '@/lib/media/staff-form-fields';
import { discardUploads } from '@/lib/media/orphans';
import { zodFailure } from '@/lib/actions/messages';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { staffFormState, STAFF_MESSAGES } from '@/lib/actions/staff-action';

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

/** One directory settings form (docs/decisions/12-staff-run-directory.md §4): validate, check the image, save, audit, refresh the public pages. */
async function saveSettings<S extends z.ZodMiniObject>(
  formData: FormData,
  { schema, namespace, save, entry }: Settings<S>,
): Promise<FormState> {
  const t = await getStaffTranslations(namespace);
  const tPartners = await getStaffTranslations('BackofficePartners');
  const fields = formFields(formData, Object.keys(schema.shape));
  const result = await staffAction(
    async ({ staff, audit }) => {
      const parsed = schema.safeParse(fields);
      if (!parsed.success)
        return zodFailure(parsed.error, { fieldOf: ([field]) => String(field ?? 'form'), fixFields: 'fixErrors' });
      // The image field (docs/decisions/12-staff-run-directory.md §3): an uploaded image, a file posted without JavaScript, or the current URL; required.
      const image = await readImageField(formData, 'image', { staff, audit });
      if (!image.ok)
        return { ok: false, error: 'fixErrors', fieldErrors: { image: `BackofficeMedia.errors.${image.error}` } };
      if (!image.data) return { ok: false, error: 'fixErrors', fieldErrors: { image: 'Validation.required' } };
      if (!(await save(parsed.data, image.data))) {
        await discardUploads(prisma, image.stored);
        return { ok: false, error: tPartners('notFound') };
      }
      audit(...entry(parsed.data));
      revalidateDirectory({ all: true }); // titles and town names show on every directory page
      return { ok: true, data: null };
    },
    ['BackofficePartners.errors', 'BackofficePartners', ...STAFF_MESSAGES],
  );
  return staffFormState(result, { message: t('saved'), submitted: fields });
}

/** Saves a category's title, description, search words (docs/search.md "Category words"), image and order (docs/decisions/12-staff-run-directory.md §4). */
export async function saveCategoryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return saveSettings(formData, {
    schema: categoryEditSchema,
    namespace: 'BackofficeCategories',
    save: (data, image) => updateCategory(prisma, data, image),
    entry: (data) => ['category.update', `category:${data.slug}`, { position: data.position }],
  });
}

/** Saves a town's name, description and image (docs/decisions/12-staff-run-directory.md §4). */
export async function saveTownAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return saveSettings(formData, {
    schema: townEditSchema,
    namespace: 'BackofficeTowns',
    save: (data, image) => updateTown(prisma, data, image),
    entry: (data) => ['town.update', `town:${data.id}`, { name: data.name }],
  });
}

/** Sets a partnership request's status: new, contacted, accepted or declined (docs/decisions/12-staff-run-directory.md §5). */
export async function setPartnershipStatusAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const t = await getStaffTranslations('BackofficePartners');
  const parsed = z
    .object({ id: routeIdSchema, status: z.enum(partnershipStatuses) })
    .safeParse({ id: String(formData.get('id') ?? ''), status: formData.get('status') });
  const result = await staffAction(async ({ audit }) => {
    if (!parsed.success) return { ok: false, error: t('errors.invalid') };
    if (!(await setPartnershipStatus(prisma, parsed.data.id, parsed.data.status)))
      return { ok: false, error: t('notFound') };
    audit('partnership.status', `partnership:${parsed.data.id}`, { status: parsed.data.status });
    return { ok: true, data: null };
  });
  return staffFormState(result, { message: t('statusSaved') });
}
