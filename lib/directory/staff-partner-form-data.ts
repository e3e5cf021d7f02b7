import { prisma } from '@/lib/db';
import { readImageField, readPhotosField } from '@/lib/media/staff-form-fields';
import { discardUploads } from '@/lib/media/orphans';
import { parseHoursFields } from '@/lib/opening-hours/schema';
import { partnerSchema } from '@/lib/directory/partner-schemas';
import { formFields } from '@/lib/actions/form-state';
import type { StaffContext } from '@/lib/actions/staff-action';
import type { PartnerMedia } from './staff-partner-writes';

/*
 * The partner form as posted (docs/decisions/12-staff-run-directory.md §1): the schema's text fields, the towns' checkboxes, and the fields the
 * hours and image editors keep in hidden inputs (openingHours and seasons as JSON text, photos as JSON text of
 * Photo[], logo as a URL).
 */

const names = Object.keys(partnerSchema.shape).filter((name) => name !== 'locationIds');

/** The schema's fields of a posted partner form as a plain object ('' for a missing text field). */
export function partnerFormFields(formData: FormData): Record<string, string | string[]> {
  const locationIds = formData.getAll('locationIds').filter((value): value is string => typeof value === 'string');
  return { ...formFields(formData, names), locationIds };
}

/**
 * The hours, seasons, photos and logo of a posted partner form, or the fields that cannot be read with their
 * message keys. Hours and seasons come from the hours editor (parseHoursFields: keys of `BackofficeHours.errors`);
 * photos and the logo from the image fields (readPhotosField / readImageField: keys of `BackofficeMedia.errors`),
 * which store files posted without JavaScript. The hours are checked first, so refused hours store no image; a
 * refused logo discards the photos just stored. `stored`: the files stored for the first time, for the caller to
 * discard (discardUploads) if the save is refused after all.
 * @param staff the action's context, so stored images are logged and attributed.
 */
export async function readPartnerMedia(
  formData: FormData,
  staff: Pick<StaffContext, 'staff' | 'audit'>,
): Promise<{ ok: true; data: PartnerMedia; stored: string[] } | { ok: false; fields: Record<string, string> }> {
  const hours = parseHoursFields(formData);
  if (!hours.success) {
    const fields: Record<string, string> = {};
    for (const issue of hours.error.issues) fields[String(issue.path[0])] ??= `BackofficeHours.errors.${issue.message}`;
    return { ok: false, fields };
  }
  const photos = await readPhotosField(formData, 'photos', staff);
  if (!photos.ok) return { ok: false, fields: { photos: `BackofficeMedia.errors.${photos.error}` } };
  const logo = await readImageField(formData, 'logo', staff);
  if (!logo.ok) {
    await discardUploads(prisma, photos.stored);
    return { ok: false, fields: { logo: `BackofficeMedia.errors.${logo.error}` } };
  }
  return {
    ok: true,
    data: { ...hours.data, photos: photos.data, logo: logo.data },
    stored: [...photos.stored, ...logo.stored],
  };
}
