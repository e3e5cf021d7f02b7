import { useTranslations } from 'next-intl';

/** A field people never see and bots fill in (docs/decisions/03-partner-directory.md §5 spam guard); hidden from screen readers too. */
export function Honeypot({ registration, id }: { registration: object; id: string }) {
  const t = useTranslations('DirectoryForms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
