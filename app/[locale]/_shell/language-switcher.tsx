'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales, type Locale } from '@/lib/i18n/routing';

/** Saves the chosen language (docs/spec.md §9: preferred_language, 365 days, SameSite=Strict, Secure on https, path /). */
function saveLanguage(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Strict${secure}`;
}

/**
 * EN / FR / PT links to the same page in each language, so they work before hydration and without JavaScript;
 * with JavaScript a click also keeps the query (filters) and saves the choice. `compact` drops the flags on phones,
 * so the header has room for it.
 */
export function LanguageSwitcher({ onSwitch, compact = false }: { onSwitch?: () => void; compact?: boolean }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const router = useRouter();
  const pathname = usePathname();

  function switchTo(locale: Locale) {
    saveLanguage(locale);
    onSwitch?.();
    // The same page (and filters) in the chosen language.
    router.replace(`${pathname}${window.location.search}`, { locale, scroll: false });
  }

  return (
    <ul role="list" aria-label={t('label')} className="flex items-center gap-1">
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={pathname}
            locale={locale}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              switchTo(locale);
            }}
            className={`flex items-center gap-1 rounded py-1 text-xs ${compact ? 'px-1.5 sm:px-2' : 'px-2'} font-semibold text-slate-600 hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700`}
          >
            <ImageWithFallback
              src={`/flags/${locale}.svg`}
              fallbackSrc={`/flags/${locale}.png`}
              alt=""
              width={18}
              height={12}
              loading="lazy"
              fetchPriority="low"
              className={`h-3 w-[18px] ${compact ? 'hidden sm:block' : ''}`}
            />
            {locale.toUpperCase()}
            <span className="sr-only">, {t(locale)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
