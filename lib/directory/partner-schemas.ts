import * as z from '@/lib/validation/zod';
import { categorySlugs } from '@/lib/site-config';
import { MAPS_FRAME_HOST } from '@/lib/ops/security-headers.mjs';
import { decimalPoint, isHttpUrl, PHONE_PATTERN } from '@/lib/validation/fields';
import { cardInfoValues, offerTypes } from '@/lib/validation/form-limits';

/*
 * A partner as staff edit it (docs/decisions/12-staff-run-directory.md §1), shared by the backoffice form (react-hook-form) and the server action.
 * Every field arrives as form text (checkbox towns as a list). Messages are keys: `Validation.*` for the rules the
 * public forms share (required, tooLong, email, phone, option), `BackofficePartners.errors.*` for the rest.
 * Opening hours, seasons, photos and the logo are posted by their own fields and read by their own helpers.
 */

const noNul = (text: string) => !text.includes('\u0000');
/** Trimmed text of at most `max` characters; `required` refuses an empty one. */
const text = (max: number, required = false) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, 'required')] : []),
      z.maxLength(max, 'tooLong'),
      z.refine(noNul, 'invalidRequest'),
    );
const emailRule = z.email();
/**
 * True for an embedded map of the maps host that the site's Content-Security-Policy allows in frames
 * (MAPS_FRAME_HOST, https only, a /maps path), the only host whose map the partner page can show.
 */
export function isMapsEmbedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin === MAPS_FRAME_HOST && (url.pathname === '/maps' || url.pathname.startsWith('/maps/'));
  } catch {
    return false;
  }
}
/** An optional http(s) link: '' or an absolute http/https URL (`javascript:`, `data:`, relative paths refused). */
const optionalUrl = () => text(500).check(z.refine((value) => value === '' || isHttpUrl(value), 'url'));
/** '' as null, else a number in [min, max]. */
const optionalNumber = (min: number, max: number, message: string) =>
  z.pipe(
    text(30).check(
      z.refine(
        (value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max),
        message,
      ),
    ),
    z.transform<string, number | null>((value) => (value === '' ? null : Number(value))),
  );
/** Offer lines typed one per line: trimmed, empty lines dropped, at most 10 of 300 characters. */
const lines = () =>
  z.pipe(
    text(3000),
    z.pipe(
      z.transform((value: string) =>
        value
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
      z.array(z.string().check(z.maxLength(300, 'tooLong'))).check(z.maxLength(10, 'tooManyLines')),
    ),
  );

export const partnerSchema = z
  .object({
    name: text(160, true),
    email: text(254).check(z.refine((value) => value === '' || emailRule.safeParse(value).success, 'email')),
    phone: text(30).check(z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone')),
    address: text(300),
    categorySlug: z.enum(categorySlugs, 'option'),
    /** Towns (location ids); none is allowed (a chef who comes to the house). */
    locationIds: z.pipe(
      z
        .array(
          z.coerce
            .number<string | number>()
            .check(z.int('option'), z.minimum(0, 'option'), z.maximum(100_000, 'option')),
        )
        .check(z.maxLength(50)),
      z.transform((ids: number[]) => [...new Set(ids)]),
    ),
    descriptionEn: text(5000),
    descriptionFr: text(5000),
    descriptionPt: text(5000),
    offerType: z.enum(offerTypes, 'option'),
    /** Percent (1-100) for 'percentage', euros (0.01-10000, two decimals) for 'fixed', ignored for 'other'; "12,50" reads as 12.50. */
    offerValue: text(12).check(decimalPoint()),
    offerLinesEn: lines(),
    offerLinesFr: lines(),
    offerLinesPt: lines(),
    cardInfo: z.pipe(
      z
        .string()
        .check(z.refine((value) => value === '' || (cardInfoValues as readonly string[]).includes(value), 'option')),
      z.transform<string, (typeof cardInfoValues)[number] | null>((value) =>
        value === '' ? null : (value as (typeof cardInfoValues)[number]),
      ),
    ),
    priceRange: z.pipe(
      z.string().check(z.refine((value) => ['', '1', '2', '3'].includes(value), 'priceRange')),
      z.transform<string, number | null>((value) => (value === '' ? null : Number(value))),
    ),
    restaurantTypeEn: text(100),
    restaurantTypeFr: text(100),
    restaurantTypePt: text(100),
    menuUrl: optionalUrl(),
    facebook: optionalUrl(),
    instagram: optionalUrl(),
    website: optionalUrl(),
    /** External booking page: listings link there and the detail URL redirects. */
    redirectUrl: optionalUrl(),
    mapsUrl: text(1000).check(z.refine((value) => value === '' || isMapsEmbedUrl(value), 'mapsUrl')),
    latitude: optionalNumber(-90, 90, 'coordinates'),
    longitude: optionalNumber(-180, 180, 'coordinates'),
    seasonalNoteEn: text(1000),
    seasonalNoteFr: text(1000),
    seasonalNotePt: text(1000),
  })
  .check(
    z.refine((data) => (data.latitude === null) === (data.longitude === null), {
      message: 'coordinates',
      path: ['longitude'],
    }),
    z.refine((data) => data.offerType === 'other' || offerAmount(data.offerType, data.offerValue) !== null, {
      message: 'offerValue',
      path: ['offerValue'],
    }),
  );
export type PartnerFormValues = z.input<typeof partnerSchema>;
export type PartnerData = z.output<typeof partnerSchema>;

/**
 * The offer's amount from its form text: percent 1-100 (whole or decimal) or euros 0.01-10000 with at most two
 * decimals, else null ('other' has none).
 */
export function offerAmount(type: string, value: string): number | null {
  if (type === 'other' || !/^\d{1,5}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  if (type === 'percentage') return amount > 0 && amount <= 100 ? amount : null;
  return amount > 0 && amount <= 10_000 ? amount : null;
}

/** An empty new-partner form (the category is chosen by staff; the first one preselected). */
export const emptyPartnerForm: PartnerFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  categorySlug: categorySlugs[0],
  locationIds: [],
  descriptionEn: '',
  descriptionFr: '',
  descriptionPt: '',
  offerType: 'percentage',
  offerValue: '',
  offerLinesEn: '',
  offerLinesFr: '',
  offerLinesPt: '',
  cardInfo: '',
  priceRange: '',
  restaurantTypeEn: '',
  restaurantTypeFr: '',
  restaurantTypePt: '',
  menuUrl: '',
  facebook: '',
  instagram: '',
  website: '',
  redirectUrl: '',
  mapsUrl: '',
  latitude: '',
  longitude: '',
  seasonalNoteEn: '',
  seasonalNoteFr: '',
  seasonalNotePt: '',
};

/** The partner list's filters (docs/decisions/12-staff-run-directory.md §1), from its GET form: each falls back to "any" when unreadable. */
export const partnerFiltersSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  category: z.catch(z.optional(z.enum(categorySlugs)), undefined),
  // Town ids start at 0, so an empty choice ('') must not read as town 0.
  town: z.catch(
    z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform<string, number>(Number))),
    undefined,
  ),
  visibility: z.catch(z.optional(z.enum(['visible', 'hidden'])), undefined),
  draft: z.catch(z.optional(z.enum(['draft', 'published'])), undefined),
});
export type PartnerFilters = z.output<typeof partnerFiltersSchema>;

/**
 * A category's search words as staff type them (docs/search.md "Category words"): separated by commas or lines,
 * trimmed, empty and repeated ones dropped; at most 40 words of 60 characters.
 */
const searchWords = () =>
  z.pipe(
    text(3000),
    z.pipe(
      z.transform((value: string) => [
        ...new Set(
          value
            .split(/[,\n]/)
            .map((word) => word.trim().replace(/\s+/g, ' '))
            .filter(Boolean),
        ),
      ]),
      z.array(z.string().check(z.maxLength(60, 'tooLong'))).check(z.maxLength(40, 'BackofficeCategories.tooManyWords')),
    ),
  );

/**
 * A category as staff edit it (docs/decisions/12-staff-run-directory.md §4): title, description and search words
 * (docs/search.md "Category words") per language, image URL, order.
 */
export const categoryEditSchema = z.object({
  slug: z.enum(categorySlugs, 'option'),
  titleEn: text(120, true),
  titleFr: text(120, true),
  titlePt: text(120, true),
  descriptionEn: text(1000),
  descriptionFr: text(1000),
  descriptionPt: text(1000),
  searchWordsEn: searchWords(),
  searchWordsFr: searchWords(),
  searchWordsPt: searchWords(),
  position: z.coerce
    .number<string | number>('number')
    .check(z.int('number'), z.minimum(0, 'number'), z.maximum(1000, 'number')),
});

/** A town as staff edit it (docs/decisions/12-staff-run-directory.md §4): name, description per language, image URL. */
export const townEditSchema = z.object({
  id: z.coerce.number<string | number>().check(z.int(), z.minimum(0), z.maximum(100_000)),
  name: text(120, true),
  descriptionEn: text(1000),
  descriptionFr: text(1000),
  descriptionPt: text(1000),
});

/** The statuses of a partnership request (docs/decisions/12-staff-run-directory.md §5). */
export const partnershipStatuses = ['new', 'contacted', 'accepted', 'declined'] as const;
export type PartnershipStatusValue = (typeof partnershipStatuses)[number];
