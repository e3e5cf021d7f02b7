/** Euros as staff read them (English UI): "€12.50". */
export function formatEuros(value: string | number): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(Number(value));
}

/** A moment in Lisbon time, "21 Nov 2026, 14:05". */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' }).format(date);
}
