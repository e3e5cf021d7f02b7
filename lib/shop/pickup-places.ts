import { isPickupLocation, type PickupLocation } from './pickup';

/**
 * Street addresses of the pickup locations (SPEC §3 Order pickup_location), for the calendar file and the map link
 * (issue 13 §5). Sample values: the operator replaces them here. The names live in `PickupLocations` messages.
 */
const pickupAddresses: Record<PickupLocation, string> = {
  'vilamoura-office': 'Marina de Vilamoura, 8125-409 Quarteira, Portugal',
  'quarteira-office': 'Avenida Infante de Sagres, 8125-156 Quarteira, Portugal',
};

/** The street address of a pickup location key, or null for a free-text location from older orders. */
export function pickupAddress(location: string): string | null {
  return isPickupLocation(location) ? pickupAddresses[location] : null;
}

/**
 * A map link for an address that phones open in their maps app (Google Maps' documented search URL), e.g. for
 * "Marina de Vilamoura, …" -> https://www.google.com/maps/search/?api=1&query=Marina%20de%20Vilamoura%2C…
 */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
