/**
 * A link that opens a place in Google Maps (its documented search URL; phones open it in the Maps app), for the
 * "Open in Google Maps" links of partner pages and Order Complete. `query` is an address ("Marina de Vilamoura,
 * 8125-409 Quarteira") or coordinates ("37.0742,-8.1187"), e.g.
 * https://www.google.com/maps/search/?api=1&query=Marina%20de%20Vilamoura%2C%208125-409%20Quarteira
 */
export function mapLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
