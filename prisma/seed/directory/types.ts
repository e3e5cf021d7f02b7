// Shapes of the directory seed files (docs/spec.md §3 Category, Location, Partner item).
import { parseDay, weekdays, type OpeningHours, type Season, type Weekday } from '@/lib/opening-hours/hours';
import type { Text } from '@/lib/directory/partners';
import type { Lines } from '@/lib/partner-record/record';

export type { Lines, Text };

export type SeedCategory = { slug: string; title: Text; description: Text; image: string };
export type SeedLocation = { id: number; name: string; description: Text; image: string };

export type SeedPartner = {
  /** The number in the partner's URL, unique within its category. */
  number: number;
  name: string;
  email: string;
  description: Text;
  locations: number[];
  hours: OpeningHours;
  /** Yearly seasons (docs/decisions/12-staff-run-directory.md §2): own hours or closed between two 'MM-DD' days. */
  seasons?: Season[];
  seasonalNote?: Text;
  address: string;
  phone: string;
  social: { facebook?: string; instagram?: string; website?: string };
  geo?: { lat: number; lng: number };
  offer: { type: 'percentage' | 'fixed' | 'other'; value?: number; lines: Lines };
  restaurantType?: Text;
  priceRange?: 1 | 2 | 3;
  menuUrl?: string;
  cardInfo?: 'member-card-required' | 'book-through-team';
  isVisible?: boolean;
  redirectUrl?: string;
};

/** Every day the same, with per-day exceptions, in the compact notation of parseDay ('10:00-19:00', 'closed'). */
export function week(every: string, except: Partial<Record<Weekday, string>> = {}): OpeningHours {
  return Object.fromEntries(weekdays.map((day) => [day, parseDay(except[day] ?? every)])) as OpeningHours;
}

/** The usual member discount in percent, plus optional extra lines. */
export function percentOff(value: number, extra: Lines = { en: [], fr: [], pt: [] }): SeedPartner['offer'] {
  return {
    type: 'percentage',
    value,
    lines: {
      en: [`${value}% discount for members`, ...extra.en],
      fr: [`${value} % de réduction pour les membres`, ...extra.fr],
      pt: [`${value}% de desconto para membros`, ...extra.pt],
    },
  };
}

/** A partner's sample images live in public/partners/{slug}-{number}/: logo.webp, 1.webp and 2.webp. */
export const partnerLogo = (slug: string, number: number) => `/partners/${slug}-${number}/logo.webp`;
export const partnerPhotos = (slug: string, number: number) =>
  ['1.webp', '2.webp'].map((file) => ({ src: `/partners/${slug}-${number}/${file}`, alt: { en: '', fr: '', pt: '' } }));

/** An embedded map link for an address (iframe src). */
export const mapsEmbed = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
