import { getTranslations } from 'next-intl/server';
import { ShellLink } from './shell-link';
import { siteConfig } from '@/lib/site-config';

/** Site footer (docs/spec.md §1): book-a-holiday link, contact e-mail, phone, social links. */
export async function Footer() {
  const t = await getTranslations('Footer');
  return (
    <footer className="mt-12 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <a
            href={siteConfig.bookHolidayUrl}
            className="inline-block rounded bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('bookHoliday')}
          </a>
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('contactUs')}</h2>
          <p>
            {t('email')}:{' '}
            <a className="underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
          </p>
          <p>
            {t('phone')}:{' '}
            <a className="underline" href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}>
              {siteConfig.phone}
            </a>
          </p>
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('followUs')}</h2>
          <ul className="flex gap-4">
            <li>
              <a className="underline" href={siteConfig.social.facebook} rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a className="underline" href={siteConfig.social.instagram} rel="noopener noreferrer">
                Instagram
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-700 py-4 text-center text-sm text-brand-100">
        {t('rights', { year: new Date().getFullYear() })} ·{' '}
        <ShellLink className="underline" href="/privacy">
          {t('privacy')}
        </ShellLink>
      </p>
    </footer>
  );
}
