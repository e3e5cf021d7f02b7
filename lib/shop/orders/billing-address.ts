/**
 * The optional billing address of an order on one line (README, "How the shop works": stored empty when the guest
 * leaves it out): street, "postal code city", country, skipping the empty parts, e.g. "Rua A 1, 8125-409
 * Quarteira, Portugal"; null when every part is empty, so a page says so instead of printing ", ,".
 */
export function billingAddressLine(order: {
  customerAddress: string;
  customerPostalCode: string;
  customerCity: string;
  customerCountry: string;
}): string | null {
  const place = [order.customerPostalCode, order.customerCity]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const parts = [order.customerAddress.trim(), place, order.customerCountry.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
