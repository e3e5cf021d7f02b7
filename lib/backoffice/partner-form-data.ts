import { readPhotos } from '@/lib/directory/partners';
import { parseHoursFields } from '@/lib/validation/opening-hours';
import { partnerSchema } from '@/lib/validation/partners';
import type { PartnerMedia } from './partners';

/*
 * The partner form as posted (issue 12 §1): the schema's text fields, the towns' checkboxes, and the fields the
 * hours and image editors keep in hidden inputs (openingHours and seasons as JSON text, photos as JSON text of
 * Photo[], logo as a URL).
 */

const names = Object.keys(partnerSchema.shape).filter((name) => name !== 'locationIds');

/** The schema's fields of a posted partner form as a plain object ('' for a missing text field). */
export function partnerFormFields(formData: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.fromEntries(names.map((name) => {
    const value = formData.get(name);
    return [name, typeof value === 'string' ? value : ''];
  }));
  fields.locationIds = formData.getAll('locationIds').filter((value): value is string => typeof value === 'string');
  return fields;
}

/** A URL the site serves itself: a file under public/ or an uploaded image (`/media/...`); never another origin. */
export const isSiteImageUrl = (value: string) => /^\/(?!\/)[\w./-]{1,300}$/.test(value) && !value.includes('..');

function json(formData: FormData, name: string): unknown {
  const value = formData.get(name);
  if (typeof value !== 'string' || value.length > 100_000) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The hours, seasons, photos and logo of a posted partner form, or the fields that cannot be read with their
 * message keys: hours and seasons as the hours editor posts them (parseHoursFields: keys of
 * `BackofficeHours.errors`), photos and a logo that must be images the site serves (`BackofficePartners.errors.media`).
 */
export function readPartnerMedia(formData: FormData): { ok: true; data: PartnerMedia } | { ok: false; fields: Record<string, string> } {
  const hours = parseHoursFields(formData);
  const photos = readPhotos(json(formData, 'photos') ?? []);
  const logo = formData.get('logo');
  const bad: Record<string, string> = {};
  if (!hours.success) for (const issue of hours.error.issues) bad[String(issue.path[0])] ??= `BackofficeHours.errors.${issue.message}`;
  if (!photos.every((photo) => isSiteImageUrl(photo.src)) || photos.length > 20) bad.photos = 'BackofficePartners.errors.media';
  if (typeof logo === 'string' && logo !== '' && !isSiteImageUrl(logo)) bad.logo = 'BackofficePartners.errors.media';
  if (!hours.success || Object.keys(bad).length > 0) return { ok: false, fields: bad };
  return { ok: true, data: { ...hours.data, photos, logo: typeof logo === 'string' && logo ? logo : null } };
}
