'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { saveProductAction } from '@/lib/shop/staff-actions';
import { useIdlePreload } from '@/lib/ui/use-idle-preload';
import type { ProductData, ProductInput } from '@/lib/shop/staff-schemas';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { buttonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { PhotosField } from '@/components/backoffice/image-fields';
import { useFieldMessage } from '@/components/ui/use-field-message';
import { useActionForm } from '@/components/ui/action-form';

const languages = [
  ['En', 'en'],
  ['Fr', 'fr'],
  ['Pt', 'pt'],
] as const;

export const emptyProduct: ProductInput = {
  nameEn: '',
  nameFr: '',
  namePt: '',
  descriptionEn: '',
  descriptionFr: '',
  descriptionPt: '',
  categoryEn: '',
  categoryFr: '',
  categoryPt: '',
  price: '',
  quantity: 0,
  position: '',
  enabled: true,
  images: [],
};

// The schema and zod load once the page is idle (docs/decisions/15-framework-ratios.md §2); the server action validates with the same schema.
const resolver = lazyFormResolver(() => import('@/lib/shop/staff-schemas').then((schemas) => schemas.productSchema));

/**
 * Create or edit every field of a product in the three languages (docs/decisions/04-backoffice.md §6); validated on
 * both sides. The form posts to saveProductAction (without JavaScript too); with JavaScript it is checked here first.
 * Editing saves only the product `version` the page read: a product changed meanwhile (stock taken by an order) is
 * refused with a message and the form keeps what the staff member typed.
 */
export function ProductForm({
  productId,
  version,
  initial,
  created = false,
}: {
  productId?: number;
  version?: number;
  initial: ProductInput;
  /** The product was just created (the page says so until the next save). */
  created?: boolean;
}) {
  const t = useTranslations('BackofficeProducts');
  const tLanguages = useTranslations('BackofficeLanguages');
  const fieldMessage = useFieldMessage();
  const [state, formAction, pending] = useActionForm(saveProductAction);
  // A save pressed while a photo uploads is sent when it is done (useImageUpload); the button says so meanwhile.
  const [uploading, setUploading] = useState(false);
  const refused = state.status === 'refused' ? state : null;
  // The values are written into the HTML (the form works before the script runs, and without it); after a post
  // without JavaScript the page comes back with what was typed.
  const [defaults] = useState<ProductInput>(() => ({
    ...initial,
    ...(refused?.values as Partial<ProductInput> | undefined),
  }));
  const { register, handleSubmit, setError, formState } = useForm<ProductInput, unknown, ProductData>({
    resolver,
    defaultValues: defaults,
  });
  useIdlePreload(resolver.preload);
  // The server's field messages after a scripted submit.
  useEffect(() => {
    for (const [field, message] of Object.entries(refused?.fieldErrors ?? {}))
      setError(field as FieldPath<ProductInput>, { message });
  }, [refused, setError]);
  const fieldErrors = formState.errors as Partial<Record<keyof ProductInput, { message?: string }>>;
  const error = (name: keyof ProductInput) => fieldMessage(fieldErrors[name]?.message) ?? refused?.fieldErrors?.[name];
  // The version this form's values stand on: the page's, then each save's.
  const savedVersion = state.status === 'done' ? state.data?.version : version;

  // With the script running, the fields are checked here first, then the same action is called.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    void handleSubmit(() => startTransition(() => formAction(formData)))(event);
  };

  const input = (name: keyof ProductInput, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <FormField id={name} label={label} error={error(name)}>
      <input
        type={type}
        {...fieldProps(name, error(name))}
        {...extra}
        {...register(name)}
        defaultValue={String(defaults[name] ?? '')}
      />
    </FormField>
  );

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5">
      {productId !== undefined && <input type="hidden" name="id" value={productId} />}
      {savedVersion !== undefined && <input type="hidden" name="version" value={savedVersion} />}
      {refused && (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {refused.error}
        </p>
      )}
      {state.status === 'idle' && created && (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
          {t('created')}
        </p>
      )}
      {state.status === 'done' && (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
          {state.message}
        </p>
      )}
      {languages.map(([suffix, locale]) => (
        <fieldset key={suffix} className="grid gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
          <legend className="px-1 font-semibold">{tLanguages(locale)}</legend>
          {input(`name${suffix}`, t('nameIn', { language: tLanguages(locale) }))}
          {input(`category${suffix}`, t('categoryIn', { language: tLanguages(locale) }))}
          <div className="md:col-span-2">
            <FormField
              id={`description${suffix}`}
              label={t('descriptionIn', { language: tLanguages(locale) })}
              error={error(`description${suffix}`)}
            >
              <textarea
                rows={3}
                {...fieldProps(`description${suffix}`, error(`description${suffix}`))}
                {...register(`description${suffix}`)}
                defaultValue={defaults[`description${suffix}`]}
              />
            </FormField>
          </div>
        </fieldset>
      ))}
      <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <legend className="px-1 font-semibold">{t('shop')}</legend>
        {input('price', t('priceEuros'), 'text', { inputMode: 'decimal' })}
        {input('quantity', t('stock'), 'number', { min: 0, step: 1 })}
        {input('position', t('position'), 'number', { min: 0, step: 1 })}
        <div className="sm:col-span-3">
          <PhotosField
            name="photos"
            defaultValue={initial.images.map((src) => ({ src, alt: { en: '', fr: '', pt: '' } }))}
            withAlt={false}
            onUploading={setUploading}
          />
          {error('images') && <p className="text-sm text-red-700">{error('images')}</p>}
        </div>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4"
            {...register('enabled')}
            defaultChecked={Boolean(defaults.enabled)}
          />{' '}
          {t('enabledLabel')}
        </label>
      </fieldset>
      <div>
        <button type="submit" className={buttonClass} disabled={pending}>
          {uploading ? t('waitingForPhoto') : pending ? t('saving') : productId ? t('save') : t('create')}
        </button>
      </div>
    </form>
  );
}
