import { useTranslations } from 'next-intl';
import { locales } from '@/lib/i18n/routing';

/** The site's languages as a select's options, each named in the staff member's language. */
export function LanguageOptions() {
  const tLanguages = useTranslations('BackofficeLanguages');
  return locales.map((locale) => (
    <option key={locale} value={locale}>
      {tLanguages(locale)}
    </option>
  ));
}
