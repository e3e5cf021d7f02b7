'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useState, type FormEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { Photo } from '@/lib/directory/partners';
import type { OpeningHours, Season } from '@/lib/opening-hours/hours';
import { savePartnerAction } from '@/lib/directory/staff-partner-actions';
import { useIdlePreload } from '@/lib/ui/use-idle-preload';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import type { PartnerData, PartnerFormValues } from '@/lib/directory/partner-schemas';
import { buttonClass } from '@/components/ui/buttons';
import { useActionForm } from '@/components/ui/action-form';
import { HoursEditor } from '@/components/opening-hours/hours-editor';
import { ImageField, PhotosField } from '@/components/backoffice/image-fields';
import { PartnerFormFields, type FieldKit } from './partner-form-fields';

// The partner schema and zod load once the page is idle (docs/decisions/15-framework-ratios.md §2); savePartnerAction checks the same schema.
const resolver = lazyFormResolver(() =>
  import('@/lib/directory/partner-schemas').then((schemas) => schemas.partnerSchema),
);

type Props = {
  partnerId?: number;
  /** The partner's `updatedAt` as rendered (ISO), posted back as `version`. */
  version?: string;
  initial: PartnerFormValues;
  categories: { slug: string; title: string }[];
  towns: { id: number; name: string }[];
  openingHours: OpeningHours;
  seasons: Season[];
  photos: Photo[];
  logo: string | null;
};

/**
 * Create or edit every field of a partner (docs/decisions/12-staff-run-directory.md §1). The form posts to savePartnerAction, so it works without
 * JavaScript; with it, react-hook-form checks the same zod schema first. Hours, seasons, photos and the logo travel
 * in hidden inputs (JSON and URLs) that their editors keep up to date.
 */
export function PartnerForm({
  partnerId,
  version,
  initial,
  categories,
  towns,
  openingHours,
  seasons,
  photos,
  logo,
}: Props) {
  const t = useTranslations('BackofficePartners');
  const tValidation = useTranslations('Validation');
  const [state, formAction, pending] = useActionForm(savePartnerAction);
  // A save pressed while a photo or the logo uploads is sent when it is done (useImageUpload); the button says so.
  const [uploading, setUploading] = useState({ photos: false, logo: false });
  const tMedia = useTranslations('BackofficeMedia');
  const posted = state.status === 'refused' && state.values ? (state.values as Partial<PartnerFormValues>) : {};
  const form = useForm<PartnerFormValues, unknown, PartnerData>({ resolver, defaultValues: { ...initial, ...posted } });
  useIdlePreload(resolver.preload);

  const translate = (key: string) =>
    t.has(`errors.${key}` as never)
      ? t(`errors.${key}` as never)
      : tValidation.has(key as never)
        ? tValidation(key as never)
        : key;
  const kit: FieldKit = {
    register: (name) => form.register(name),
    errorOf: (name: Path<PartnerFormValues>) => {
      const own = form.formState.errors[name as keyof PartnerFormValues]?.message;
      return own ? translate(String(own)) : state.status === 'refused' ? state.fieldErrors?.[name] : undefined;
    },
    t,
  };

  // A refusal of a part the form does not draw as one field (the hours editor, the photos), as an alert below it.
  const fieldAlerts = (names: readonly ('openingHours' | 'seasons' | 'photos' | 'logo')[]) =>
    names.map(
      (name) =>
        state.status === 'refused' &&
        state.fieldErrors?.[name] && (
          <p key={name} role="alert" className="text-sm text-red-700">
            {state.fieldErrors[name]}
          </p>
        ),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    void form.handleSubmit(() => startTransition(() => formAction(formData)))(event);
  };

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-4xl flex-col gap-5"
      aria-label={t('formLabel')}
    >
      <div aria-live="polite">
        {state.status === 'refused' && (
          <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
            {state.error}
          </p>
        )}
        {state.status === 'done' && (
          <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
            {state.message}
          </p>
        )}
      </div>
      {partnerId && <input type="hidden" name="id" value={partnerId} />}
      {/* From the page on every refresh (the fields keep what was typed): a save over another change is refused. */}
      {version && <input type="hidden" name="version" value={version} />}
      <PartnerFormFields kit={kit} categories={categories} towns={towns} />
      <fieldset className="rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('sections.hours')}</legend>
        <HoursEditor
          hoursName="openingHours"
          seasonsName="seasons"
          defaultHours={openingHours}
          defaultSeasons={seasons}
        />
        {fieldAlerts(['openingHours', 'seasons'])}
      </fieldset>
      <fieldset className="grid gap-4 rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('sections.images')}</legend>
        <PhotosField
          name="photos"
          defaultValue={photos}
          onUploading={(photos) => setUploading((now) => ({ ...now, photos }))}
        />
        <ImageField
          name="logo"
          defaultValue={logo}
          label={t('fields.logo')}
          onUploading={(logo) => setUploading((now) => ({ ...now, logo }))}
        />
        {fieldAlerts(['photos', 'logo'])}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass} disabled={pending}>
          {uploading.photos || uploading.logo
            ? tMedia('waitingForUpload')
            : pending
              ? t('saving')
              : partnerId
                ? t('save')
                : t('create')}
        </button>
      </div>
    </form>
  );
}
