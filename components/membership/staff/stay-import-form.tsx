'use client';

import { useTranslations } from 'next-intl';
import { IMPORT_FIELDS } from '@/lib/membership/cards/card-schema';
import { importStaysAction, readStaysFileAction, type StaysFile } from '@/lib/membership/staff-actions';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { StayImportPreview } from './stay-import-preview';

/**
 * Cards for many stays from the booking system's CSV export (docs/membership.md): choose the file, check the columns
 * (remembered from the last import) and the first rows as read, choose the date format when the file's dates read both
 * ways, import. Rows with errors are listed by line and not imported.
 */
export function StayImportForm() {
  const t = useTranslations('BackofficeMembers');
  const [readState, read, reading] = useActionForm(readStaysFileAction);
  const file = readState.status === 'done' ? readState.data : undefined;
  const fileError = readState.status === 'refused' ? readState.fieldErrors?.file : undefined;
  return (
    <div className="flex flex-col gap-4">
      <form action={read} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <FormField id="import-file" label={t('import.file')} error={fileError}>
            <input {...fieldProps('import-file', fileError)} name="file" type="file" accept=".csv,text/csv" required />
          </FormField>
        </div>
        <button type="submit" className={buttonClass} disabled={reading}>
          {t('import.read')}
        </button>
      </form>
      {readState.status === 'refused' && !fileError && <FormOutcome state={readState} />}
      {file && <MappingForm key={file.csv} file={file} />}
    </div>
  );
}

function MappingForm({ file }: { file: StaysFile }) {
  const t = useTranslations('BackofficeMembers');
  const [state, action, pending] = useActionForm(importStaysAction);
  const result = state.status === 'done' ? state.data : undefined;
  const errors = state.status === 'refused' ? (state.fieldErrors ?? {}) : {};
  return (
    <form action={action} className="flex flex-col gap-3" aria-labelledby="mapping-title">
      <h3 id="mapping-title" className="font-semibold">
        {t('import.mapping', { rows: file.rows })}
      </h3>
      <textarea name="csv" defaultValue={file.csv} hidden readOnly />
      <div className="grid gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => (
          <FormField key={field} id={`map-${field}`} label={t(`fields.${field}`)} error={errors[`map-${field}`]}>
            <select
              {...fieldProps(`map-${field}`, errors[`map-${field}`])}
              name={`map-${field}`}
              defaultValue={file.mapping[field] ?? ''}
            >
              <option value="">{t('import.noColumn')}</option>
              {file.headings.map((heading) => (
                <option key={heading} value={heading}>
                  {heading}
                </option>
              ))}
            </select>
          </FormField>
        ))}
      </div>
      <StayImportPreview file={file} error={errors.dateFormat} />
      <button type="submit" className={`${buttonClass} self-start`} disabled={pending || Boolean(result)}>
        {t('import.submit')}
      </button>
      {state.status === 'refused' && <FormOutcome state={state} />}
      {result && (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p className="font-medium text-green-800">{t('import.done', { count: result.imported })}</p>
          {result.updated > 0 && <p>{t('import.updated', { count: result.updated })}</p>}
          {result.revoked > 0 && <p>{t('import.revoked', { count: result.revoked })}</p>}
          {result.skipped.length > 0 && <p>{t('import.skipped', { lines: result.skipped.join(', ') })}</p>}
          {result.errors.length > 0 && (
            <div className="rounded bg-red-50 p-3 text-red-900">
              <p className="font-medium">{t('import.errors', { count: result.errors.length })}</p>
              <ul className="list-disc pl-5">
                {result.errors.map((error) => (
                  <li key={error.line}>
                    {t('import.line', { line: error.line, messages: error.messages.join(t('import.separator')) })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </form>
  );
}
