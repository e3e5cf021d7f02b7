'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FormState } from '@/lib/actions/form-state';
import { saveCategoryAction, saveTownAction } from '@/lib/directory/staff-settings-actions';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { ImageField } from '@/components/backoffice/image-fields';

type Texts = { descriptionEn: string; descriptionFr: string; descriptionPt: string };
export type CategoryValues = Texts & {
  slug: string;
  titleEn: string;
  titleFr: string;
  titlePt: string;
  position: number;
  image: string;
  searchWordsEn: string[];
  searchWordsFr: string[];
  searchWordsPt: string[];
};
export type TownValues = Texts & { id: number; name: string; image: string };

const suffixes = ['En', 'Fr', 'Pt'] as const;

/** One small form of the directory settings: its feedback, fields, image (hidden URL until the image field lands) and save button. */
function SettingsForm({
  label,
  state,
  action,
  keep,
  pending,
  image,
  imageLabel,
  children,
  save,
}: {
  label: string;
  state: FormState;
  action: (formData: FormData) => void;
  keep: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  image: string;
  imageLabel: string;
  children: ReactNode;
  save: string;
}) {
  // A save pressed while the image uploads is sent when it is done (useImageUpload); the button says so.
  const [uploading, setUploading] = useState(false);
  const tMedia = useTranslations('BackofficeMedia');
  return (
    <form
      action={action}
      onSubmit={keep}
      aria-label={label}
      className="grid gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-3"
    >
      <h3 className="font-semibold md:col-span-3">{label}</h3>
      <div aria-live="polite" className="md:col-span-3">
        <FormOutcome state={state} />
      </div>
      {children}
      <div className="md:col-span-3">
        <ImageField name="image" defaultValue={image} label={imageLabel} onUploading={setUploading} />
        {state.status === 'refused' && state.fieldErrors?.image && (
          <p role="alert" className="text-sm text-red-700">
            {state.fieldErrors.image}
          </p>
        )}
      </div>
      <div className="md:col-span-3">
        <button type="submit" className={buttonClass} disabled={pending}>
          {uploading ? tMedia('waitingForUpload') : save}
        </button>
      </div>
    </form>
  );
}

/** A text field; `prefix` keeps ids unique among the page's forms. */
function TextField({
  prefix,
  name,
  label,
  value,
  state,
  textarea = false,
}: {
  prefix: string;
  name: string;
  label: string;
  value: string | number;
  state: FormState;
  textarea?: boolean;
}) {
  const error = state.status === 'refused' ? state.fieldErrors?.[name] : undefined;
  const posted = state.status === 'refused' ? state.values?.[name] : undefined;
  const id = `${prefix}-${name}`;
  const props = { ...fieldProps(id, error), name, defaultValue: typeof posted === 'string' ? posted : value };
  return (
    <FormField id={id} label={label} error={error}>
      {textarea ? <textarea rows={2} {...props} /> : <input {...props} />}
    </FormField>
  );
}

/** Title, description and search words (docs/search.md "Category words") per language, order and image of a category (docs/decisions/12-staff-run-directory.md §4). */
export function CategoryForm({ category }: { category: CategoryValues }) {
  const t = useTranslations('BackofficeCategories');
  const tLanguages = useTranslations('BackofficePartners.languages');
  const [state, action, pending, keep] = useActionForm(saveCategoryAction);
  return (
    <SettingsForm
      label={category.titleEn}
      state={state}
      action={action}
      keep={keep}
      pending={pending}
      image={category.image}
      imageLabel={t('image')}
      save={t('save')}
    >
      <input type="hidden" name="slug" value={category.slug} />
      {suffixes.map((suffix) => (
        <div key={suffix} className="flex flex-col gap-2">
          <TextField
            prefix={category.slug}
            name={`title${suffix}`}
            label={t('titleIn', { language: tLanguages(suffix.toLowerCase() as 'en') })}
            value={category[`title${suffix}`]}
            state={state}
          />
          <TextField
            prefix={category.slug}
            name={`description${suffix}`}
            label={t('descriptionIn', { language: tLanguages(suffix.toLowerCase() as 'en') })}
            value={category[`description${suffix}`]}
            state={state}
            textarea
          />
          <TextField
            prefix={category.slug}
            name={`searchWords${suffix}`}
            label={t('searchWordsIn', { language: tLanguages(suffix.toLowerCase() as 'en') })}
            value={category[`searchWords${suffix}`].join(', ')}
            state={state}
            textarea
          />
        </div>
      ))}
      <p className="text-sm text-slate-700 md:col-span-3">{t('searchWordsHint')}</p>
      <TextField prefix={category.slug} name="position" label={t('position')} value={category.position} state={state} />
    </SettingsForm>
  );
}

/** Name, description per language and image of a town (docs/decisions/12-staff-run-directory.md §4). */
export function TownForm({ town }: { town: TownValues }) {
  const t = useTranslations('BackofficeTowns');
  const tLanguages = useTranslations('BackofficePartners.languages');
  const [state, action, pending, keep] = useActionForm(saveTownAction);
  return (
    <SettingsForm
      label={town.name}
      state={state}
      action={action}
      keep={keep}
      pending={pending}
      image={town.image}
      imageLabel={t('image')}
      save={t('save')}
    >
      <input type="hidden" name="id" value={town.id} />
      <TextField prefix={`town-${town.id}`} name="name" label={t('name')} value={town.name} state={state} />
      {suffixes.map((suffix) => (
        <TextField
          key={suffix}
          prefix={`town-${town.id}`}
          name={`description${suffix}`}
          label={t('descriptionIn', { language: tLanguages(suffix.toLowerCase() as 'en') })}
          value={town[`description${suffix}`]}
          state={state}
          textarea
        />
      ))}
    </SettingsForm>
  );
}
