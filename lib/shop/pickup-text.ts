import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { pickupLocationName } from './pickup';
import { getPickupPlaces } from './queries';

/**
 * The active pickup places by name, as the page's language lists alternatives ("Vilamoura office or Quarteira
 * office"), for the shop's pickup texts: they name the places the checkout offers, read from the database
 * (docs/pickup-slots.md), never a place written into a message.
 */
export async function pickupPlacesText(): Promise<string> {
  const [places, t, format] = await Promise.all([getPickupPlaces(), getTranslations(), getFormatter()]);
  return format.list(places.map(({ key }) => pickupLocationName(t, key)), { type: 'disjunction' });
}
