import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  // An explicit locale (the backoffice passes the staff member's, docs/decisions/12-staff-run-directory.md §7) wins over the URL's segment.
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: 'Europe/Lisbon',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
