'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { createProductAction, updateProductAction } from '@/lib/shop/staff-actions';
import { useIdlePreload } from '@/lib/ui/use-idle-preload';
import type { ProductData, ProductInput } from '@/lib/shop/staff-schemas';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { buttonClass, Field, fieldProps } from './field';
import { PhotosField } from './image-fields';
import { useFieldMessage } from './use-field-message';
import { useMounted } from './use-mounted';

const languages = [['En', 'en'], ['Fr', 'fr'], ['Pt', 'pt']] as const;

export const emptyProduct: ProductInput = {
  nameEn: '', nameFr: '', namePt: '', descriptionEn: '', descriptionFr: '', descriptionPt: '',
  categoryEn: '', categoryFr: '', categoryPt: '', price: '', quantity: 0, position: '', enabled: true, images: [],
};

// The schema and zod load once the page is idle (docs/decisions/15-framework-ratios.md §2); the server action validates with the same schema.
const resolver = lazyFormResolver(() => import('@/lib/shop/staff-schemas').then((schemas) => schemas.productSchema));

/** The photo URLs the PhotosField keeps, in order (docs/decisions/12-staff-run-directory.md §3: uploaded at once, so only URLs are sent). */
function photoUrls(form: HTMLFormElement | null): string[] {
  const raw = form ? new FormData(form).get('photos') : null;
  const photos = typeof raw === 'string' ? (JSON.parse(raw) as { src: string }[]) : [];
  return photos.map((photo) => photo.src);
}

/**
 * Create or edit every field of a product in the three languages (docs/decisions/04-backoffice.md §6); validated on both sides. Editing
 * saves only the product `version` the page read: a product changed meanwhile (stock taken by an order) is
 * refused with a message and the form keeps what the staff member typed.
 */
export function ProductForm({ productId, version, initial }: { productId?: number; version?: number; initial: ProductInput }) {
  const router = useRouter();
  const t = useTranslations('BackofficeProducts');
  const tLanguages = useTranslations('BackofficeLanguages');
  const tErrors = useTranslations('BackofficeErrors');
  const fieldMessage = useFieldMessage();
  // Until React runs, a click would submit the form natively (with the values in the URL): wait for it.
  const mounted = useMounted();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The version this form's values stand on: the page's, then each save's.
  const savedVersion = useRef(version);
  const { register, handleSubmit, getValues, setError, formState } = useForm<ProductInput, unknown, ProductData>({
    resolver,
    defaultValues: initial,
  });
  useIdlePreload(resolver.preload);
  const fieldErrors = formState.errors as Partial<Record<keyof ProductInput, { message?: string }>>;
  const error = (name: keyof ProductInput) => fieldMessage(fieldErrors[name]?.message);

  const onSubmit = handleSubmit(async () => {
    setServerError(null);
    setSaved(false);
    const values = { ...getValues(), images: photoUrls(formRef.current) };
    const result = await (productId ? updateProductAction(productId, savedVersion.current, values) : createProductAction(values)).catch(() => null);
    if (!result) return setServerError(tErrors('unexpected'));
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as FieldPath<ProductInput>, { message });
      return setServerError(result.error);
    }
    if (productId) {
      savedVersion.current = result.data.version;
      setSaved(true);
      router.refresh();
    } else {
      router.push(`/backoffice/products/edit/${result.data.id}`);
    }
  });

  const input = (name: keyof ProductInput, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <Field id={name} label={label} error={error(name)}>
      <input type={type} {...fieldProps(name, error(name))} {...extra} {...register(name)} />
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5">
      {serverError && <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">{serverError}</p>}
      {saved && <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">{t('saved')}</p>}
      {languages.map(([suffix, locale]) => (
        <fieldset key={suffix} className="grid gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
          <legend className="px-1 font-semibold">{tLanguages(locale)}</legend>
          {input(`name${suffix}`, t('nameIn', { language: tLanguages(locale) }))}
          {input(`category${suffix}`, t('categoryIn', { language: tLanguages(locale) }))}
          <div className="md:col-span-2">
            <Field id={`description${suffix}`} label={t('descriptionIn', { language: tLanguages(locale) })} error={error(`description${suffix}`)}>
              <textarea rows={3} {...fieldProps(`description${suffix}`, error(`description${suffix}`))} {...register(`description${suffix}`)} />
            </Field>
          </div>
        </fieldset>
      ))}
      <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <legend className="px-1 font-semibold">{t('shop')}</legend>
        {input('price', t('priceEuros'), 'text', { inputMode: 'decimal' })}
        {input('quantity', t('stock'), 'number', { min: 0, step: 1 })}
        {input('position', t('position'), 'number', { min: 0, step: 1 })}
        <div className="sm:col-span-3">
          <PhotosField name="photos" defaultValue={initial.images.map((src) => ({ src, alt: { en: '', fr: '', pt: '' } }))} withAlt={false} />
          {error('images') && <p className="text-sm text-red-700">{error('images')}</p>}
        </div>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" {...register('enabled')} /> {t('enabledLabel')}
        </label>
      </fieldset>
      <div>
        <button type="submit" className={buttonClass} disabled={!mounted || formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : productId ? t('save') : t('create')}
        </button>
      </div>
    </form>
  );
}
