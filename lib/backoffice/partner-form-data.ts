import { readOpeningHours } from '@/lib/directory/hours';
import { readPhotos } from '@/lib/directory/partners';
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
 * The hours, seasons, photos and logo of a posted partner form, or the names of the fields that cannot be read.
 * Missing hours read as closed every day; photos and a logo must be images the site serves.
 */
export function readPartnerMedia(formData: FormData): { ok: true; data: PartnerMedia } | { ok: false; fields: string[] } {
  const hours = json(formData, 'openingHours');
  const seasons = json(formData, 'seasons') ?? [];
  const photos = readPhotos(json(formData, 'photos') ?? []);
  const logo = formData.get('logo');
  const bad = [
    ...(hours === undefined && formData.has('openingHours') ? ['openingHours'] : []),
    ...(Array.isArray(seasons) ? [] : ['seasons']),
    ...(photos.every((photo) => isSiteImageUrl(photo.src)) && photos.length <= 20 ? [] : ['photos']),
    ...(typeof logo === 'string' && logo !== '' && !isSiteImageUrl(logo) ? ['logo'] : []),
  ];
  if (bad.length > 0) return { ok: false, fields: bad };
  return {
    ok: true,
    data: { openingHours: readOpeningHours(hours), seasons: seasons as unknown[], photos, logo: typeof logo === 'string' && logo ? logo : null },
  };
}
