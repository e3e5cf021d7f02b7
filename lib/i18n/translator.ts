import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import type { Locale } from './routing';

const messages = { en, fr, pt };

/**
 * A next-intl translator for a locale outside a request (server actions' services, e-mails, tests): the same
 * messages and formats as the pages.
 */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], timeZone: 'Europe/Lisbon' });
}
export type Translator = ReturnType<typeof translatorFor>;
