import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatterFor } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { pickupLocationName } from './pickup';
import { getPickupPlaces } from '@/lib/shop/queries';

/**
 * The active pickup places by name, as the page's language lists alternatives ("Vilamoura office or Quarteira
 * office"), for the shop's pickup texts: they name the places the checkout offers, read from the database
 * (docs/pickup-slots.md), never a place written into a message.
 */
export async function pickupPlacesText(): Promise<string> {
  const [places, t, locale] = await Promise.all([getPickupPlaces(), getTranslations(), getLocale()]);
  return formatterFor(locale as Locale).list(
    places.map(({ key }) => pickupLocationName(t, key)),
    { type: 'disjunction' },
  );
}
