'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import type { PhotoInput as Photo } from '@/lib/media/schemas';
import imageLoader from '@/lib/media/image-loader';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/media/urls';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { useImageUpload } from './use-image-upload';

/*
 * Image fields of the staff forms (docs/decisions/12-staff-run-directory.md §3; contract in docs/media.md). With JavaScript each chosen or dropped
 * file is uploaded at once (POST /api/backoffice/media) and the field keeps URLs in a hidden input: `name` holds
 * the JSON text of Photo[] (PhotosField) or a URL or '' (ImageField). Without JavaScript the file inputs
 * (`{name}Files`, `{name}File`) are posted with the form, and the server action's readPhotosField /
 * readImageField (lib/media/staff-form-fields.ts) store them.
 */

const LANGUAGES = ['en', 'fr', 'pt'] as const;
const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * A thumbnail of an image field: the URL next/image would pick at 2x (a stored rendition, or Next's optimizer for a
 * file under public/), in a plain <img>, so staff forms do not carry next/image's client code (JS budget).
 */
function Preview({ src }: { src: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- fixed-size staff thumbnail; its URL comes from the app's image loader
    <img
      src={imageLoader({ src, width: 256 })}
      alt=""
      width={128}
      height={96}
      loading="lazy"
      className="h-24 w-32 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

type DropZoneProps = {
  id: string;
  inputName: string;
  multiple: boolean;
  label: string;
  hint: string;
  busy: boolean;
  onFiles: (files: File[]) => void;
};

/** A file picker that also takes files dropped on it; the input posts its files when the form is sent without JS. */
function DropZone({ id, inputName, multiple, label, hint, busy, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col gap-1 rounded border-2 border-dashed p-3 ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={inputName}
        accept={ACCEPT}
        multiple={multiple}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        className="text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // uploaded now: not posted again with the form
          onFiles(files);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function Messages({ status, errors }: { status: string; errors: string[] }) {
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {errors.length > 0 && (
        <ul role="alert" className="list-disc rounded bg-red-50 p-3 pl-6 text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Several photos (docs/decisions/12-staff-run-directory.md §3): pick or drop files, reorder with buttons, remove, alt text per language.
 * @param withAlt false hides the alt texts (products: pages describe a product's picture by its name).
 */
export function PhotosField({
  name,
  defaultValue,
  label,
  withAlt = true,
  onUploading,
}: {
  name: string;
  defaultValue: Photo[];
  label?: string;
  withAlt?: boolean;
  /** Hears when an upload starts (true) and ends (false), e.g. for the save button's text. */
  onUploading?: (uploading: boolean) => void;
}) {
  const t = useTranslations('BackofficeMedia');
  // Unique on the page: a page may hold several forms with a field of the same name (categories, towns).
  const baseId = `${name}-${useId()}`;
  const [photos, setPhotos] = useState(defaultValue);
  const { upload, busy, status, setStatus, errors, fieldRef } = useImageUpload(onUploading);

  async function add(files: File[]) {
    const urls = await upload(files);
    setPhotos((current) => [
      ...current,
      ...urls
        .filter((src) => !current.some((photo) => photo.src === src))
        .map((src) => ({ src, alt: { en: '', fr: '', pt: '' } })),
    ]);
  }
  function move(from: number, to: number) {
    setPhotos((current) => {
      const next = [...current];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });
    setStatus(t('moved', { position: to + 1 }));
    // The button pressed moved with its photo; at either end it is disabled, so focus goes to its partner.
    requestAnimationFrame(() =>
      document
        .getElementById(
          `${baseId}-${to}-${to === 0 ? 'down' : to === photos.length - 1 ? 'up' : from > to ? 'up' : 'down'}`,
        )
        ?.focus(),
    );
  }
  function remove(index: number) {
    setPhotos((current) => current.filter((_, i) => i !== index));
    setStatus(t('removed'));
  }
  const setAlt = (index: number, language: (typeof LANGUAGES)[number], value: string) =>
    setPhotos((current) =>
      current.map((photo, i) => (i === index ? { ...photo, alt: { ...photo.alt, [language]: value } } : photo)),
    );

  return (
    <fieldset ref={fieldRef} className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{label ?? t('photos')}</legend>
      <input type="hidden" name={name} value={JSON.stringify(photos)} />
      {photos.length === 0 && <p className="text-sm text-slate-600">{t('noPhotos')}</p>}
      <ol className="flex flex-col gap-3" aria-label={label ?? t('photos')}>
        {photos.map((photo, index) => (
          <li
            key={photo.src}
            className="flex flex-wrap items-start gap-3 rounded border border-slate-200 p-2"
            aria-label={t('photoLabel', { position: index + 1, count: photos.length })}
          >
            <Preview src={photo.src} />
            {withAlt && (
              <div className="grid min-w-56 flex-1 gap-2">
                {LANGUAGES.map((language) => (
                  <label key={language} className="flex flex-col text-xs font-medium text-slate-700">
                    {t('altLabel', { language: t(`languages.${language}`) })}
                    <input
                      className="rounded border border-slate-300 px-2 py-1 text-sm"
                      value={photo.alt[language]}
                      maxLength={300}
                      onChange={(event) => setAlt(index, language, event.target.value)}
                    />
                  </label>
                ))}
              </div>
            )}
            <div className="flex gap-2">
              <button
                type="button"
                id={`${baseId}-${index}-up`}
                className={secondaryButtonClass}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('moveUp', { position: index + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                id={`${baseId}-${index}-down`}
                className={secondaryButtonClass}
                disabled={index === photos.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('moveDown', { position: index + 1 })}
              >
                ↓
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => remove(index)}>
                {t('remove', { position: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <DropZone
        id={`${baseId}-files`}
        inputName={`${name}Files`}
        multiple
        label={t('choosePhotos')}
        hint={`${t('dropHint')} ${t('noScriptHint')}`}
        busy={busy > 0}
        onFiles={add}
      />
      <Messages status={status} errors={errors} />
    </fieldset>
  );
}

/** One image (docs/decisions/12-staff-run-directory.md §3), e.g. a partner's logo or a category's picture: pick or drop a file, or remove it. */
export function ImageField({
  name,
  defaultValue,
  label,
  onUploading,
}: {
  name: string;
  defaultValue: string | null;
  label?: string;
  /** Hears when an upload starts (true) and ends (false), e.g. for the save button's text. */
  onUploading?: (uploading: boolean) => void;
}) {
  const t = useTranslations('BackofficeMedia');
  // Unique on the page: a page may hold several forms with a field of the same name (categories, towns).
  const baseId = `${name}-${useId()}`;
  const [url, setUrl] = useState(defaultValue ?? '');
  const { upload, busy, status, setStatus, errors, fieldRef } = useImageUpload(onUploading);

  async function replace(files: File[]) {
    const [uploaded] = await upload(files.slice(0, 1));
    if (uploaded) setUrl(uploaded);
  }
  return (
    <fieldset ref={fieldRef} className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{label ?? t('image')}</legend>
      <input type="hidden" name={name} value={url} />
      {url ? (
        <div className="flex flex-wrap items-center gap-3">
          <Preview src={url} />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setUrl('');
              setStatus(t('imageRemoved'));
            }}
          >
            {t('removeImage')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noImage')}</p>
      )}
      <DropZone
        id={`${baseId}-file`}
        inputName={`${name}File`}
        multiple={false}
        label={url ? t('replaceImage') : t('chooseImage')}
        hint={`${t('dropHintOne')} ${t('noScriptHint')}`}
        busy={busy > 0}
        onFiles={replace}
      />
      <Messages status={status} errors={errors} />
    </fieldset>
  );
}
