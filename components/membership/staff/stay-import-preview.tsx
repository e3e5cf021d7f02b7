'use client';

import { useTranslations } from 'next-intl';
import type { StaysFile } from '@/lib/membership/staff-actions';
import { FormField, fieldProps } from '@/components/ui/form-field';

/**
 * A read export's first rows as each date format reads them, days and months in words (docs/membership.md "Import
 * from a booking export"), and, when the file's dates read both ways, the date format for staff to choose (none
 * chosen at first: the import is refused until one is).
 */
export function StayImportPreview({ file, error }: { file: StaysFile; error?: string }) {
  const t = useTranslations('BackofficeMembers');
  const ambiguous = file.dateFormats.length > 1;
  return (
    <section className="flex flex-col gap-2 text-sm" aria-labelledby="preview-title">
      <h4 id="preview-title" className="font-medium">
        {t('import.previewTitle')}
      </h4>
      {file.preview.map(({ dateFormat, rows }) => (
        <div key={dateFormat} className="overflow-x-auto">
          {ambiguous && <p>{t('import.previewAs', { format: t(`import.formats.${dateFormat}`) })}</p>}
          <ul className="flex flex-col gap-1" data-date-format={dateFormat}>
            {rows.map((row) => (
              <li key={row.line}>
                {t('import.previewRow', {
                  line: row.line,
                  name: row.guestName,
                  from: row.arrival,
                  to: row.departure,
                })}
                {row.unread && <span className="text-red-700"> ({t('import.unread')})</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {ambiguous && (
        <FormField id="import-date-format" label={t('import.dateFormat')} error={error}>
          <p className="text-slate-700">{t('import.dateFormatHint')}</p>
          <select {...fieldProps('import-date-format', error)} name="dateFormat" defaultValue="">
            <option value="">{t('import.chooseFormat')}</option>
            {file.dateFormats.map((dateFormat) => (
              <option key={dateFormat} value={dateFormat}>
                {t(`import.formats.${dateFormat}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </section>
  );
}
