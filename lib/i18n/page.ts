import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/**
 * Reads the page's locale segment, enables static rendering for it (next-intl `setRequestLocale`) and returns it
 * typed. An unknown locale is not found.
 */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The locale segment for generateMetadata (no side effects); unknown values fall back to the default. */
export async function metadataLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
}
