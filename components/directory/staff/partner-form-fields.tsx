'use client';

import type { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Path, UseFormRegisterReturn } from 'react-hook-form';
import { cardInfoValues, offerTypes, textLanguages } from '@/lib/validation/form-limits';
import type { PartnerFormValues } from '@/lib/directory/partner-schemas';
import { FormField, fieldProps } from '@/components/ui/form-field';

type Name = Path<PartnerFormValues>;
/** What the sections need from the form: registration, the translated error of a field, the messages. */
export type FieldKit = {
  register: (name: Name) => UseFormRegisterReturn;
  errorOf: (name: Name) => string | undefined;
  t: ReturnType<typeof useTranslations<'BackofficePartners'>>;
};

const language = { En: 'en', Fr: 'fr', Pt: 'pt' } as const;

function Input({
  kit,
  name,
  label,
  type = 'text',
  extra,
}: {
  kit: FieldKit;
  name: Name;
  label: string;
  type?: string;
  extra?: object;
}) {
  const error = kit.errorOf(name);
  return (
    <FormField id={name} label={label} error={error}>
      <input type={type} {...fieldProps(name, error)} {...extra} {...kit.register(name)} />
    </FormField>
  );
}

function TextArea({ kit, name, label, rows = 3 }: { kit: FieldKit; name: Name; label: string; rows?: number }) {
  const error = kit.errorOf(name);
  return (
    <FormField id={name} label={label} error={error}>
      <textarea rows={rows} {...fieldProps(name, error)} {...kit.register(name)} />
    </FormField>
  );
}

function Section({
  legend,
  children,
  columns = 'md:grid-cols-2',
}: {
  legend: string;
  children: ReactNode;
  columns?: string;
}) {
  return (
    <fieldset className={`grid gap-3 rounded border border-slate-200 bg-white p-4 ${columns}`}>
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Select({
  kit,
  name,
  label,
  options,
}: {
  kit: FieldKit;
  name: Name;
  label: string;
  options: [string, string][];
}) {
  const error = kit.errorOf(name);
  return (
    <FormField id={name} label={label} error={error}>
      <select {...fieldProps(name, error)} {...kit.register(name)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The partner form's fields by section (docs/decisions/12-staff-run-directory.md §1): business, texts per language, offer, links and map. */
export function PartnerFormFields({
  kit,
  categories,
  towns,
}: {
  kit: FieldKit;
  categories: { slug: string; title: string }[];
  towns: { id: number; name: string }[];
}) {
  const { t } = kit;
  const townsError = kit.errorOf('locationIds');
  return (
    <>
      <Section legend={t('sections.business')}>
        <Input kit={kit} name="name" label={t('fields.name')} />
        <Select
          kit={kit}
          name="categorySlug"
          label={t('fields.category')}
          options={categories.map((category) => [category.slug, category.title])}
        />
        <Input kit={kit} name="email" label={t('fields.email')} type="email" />
        <Input kit={kit} name="phone" label={t('fields.phone')} type="tel" />
        <div className="md:col-span-2">
          <Input kit={kit} name="address" label={t('fields.address')} />
        </div>
        <fieldset className="md:col-span-2" aria-describedby={townsError ? 'locationIds-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('fields.towns')}</legend>
          <p className="text-xs text-slate-600">{t('townsHint')}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {towns.map((town) => (
              <label key={town.id} className="inline-flex items-center gap-1 text-sm">
                <input type="checkbox" value={String(town.id)} {...kit.register('locationIds')} /> {town.name}
              </label>
            ))}
          </div>
          {townsError && (
            <p id="locationIds-error" className="text-sm text-red-700">
              {townsError}
            </p>
          )}
        </fieldset>
      </Section>
      {textLanguages.map((suffix) => {
        const lang = t(`languages.${language[suffix]}`);
        return (
          <Section key={suffix} legend={t('sections.texts', { language: lang })}>
            <div className="md:col-span-2">
              <TextArea
                kit={kit}
                name={`description${suffix}`}
                label={t('fields.description', { language: lang })}
                rows={4}
              />
            </div>
            <TextArea kit={kit} name={`offerLines${suffix}`} label={t('fields.offerLines', { language: lang })} />
            <TextArea kit={kit} name={`seasonalNote${suffix}`} label={t('fields.seasonalNote', { language: lang })} />
            <Input kit={kit} name={`restaurantType${suffix}`} label={t('fields.restaurantType', { language: lang })} />
          </Section>
        );
      })}
      <Section legend={t('sections.offer')} columns="md:grid-cols-3">
        <Select
          kit={kit}
          name="offerType"
          label={t('fields.offerType')}
          options={offerTypes.map((type) => [type, t(`offerTypes.${type}`)])}
        />
        <Input kit={kit} name="offerValue" label={t('fields.offerValue')} extra={{ inputMode: 'decimal' }} />
        <Select
          kit={kit}
          name="cardInfo"
          label={t('fields.cardInfo')}
          options={[
            ['', t('cardInfo.none')],
            ...cardInfoValues.map((value) => [value, t(`cardInfo.${value}`)] as [string, string]),
          ]}
        />
        <Select
          kit={kit}
          name="priceRange"
          label={t('fields.priceRange')}
          options={[
            ['', t('priceRange.none')],
            ['1', '€'],
            ['2', '€€'],
            ['3', '€€€'],
          ]}
        />
        <div className="md:col-span-2">
          <Input kit={kit} name="menuUrl" label={t('fields.menuUrl')} type="url" />
        </div>
      </Section>
      <Section legend={t('sections.links')}>
        <Input kit={kit} name="website" label={t('fields.website')} type="url" />
        <Input kit={kit} name="facebook" label={t('fields.facebook')} type="url" />
        <Input kit={kit} name="instagram" label={t('fields.instagram')} type="url" />
        <Input kit={kit} name="redirectUrl" label={t('fields.redirectUrl')} type="url" />
      </Section>
      <Section legend={t('sections.map')}>
        <div className="md:col-span-2">
          <Input kit={kit} name="mapsUrl" label={t('fields.mapsUrl')} type="url" />
        </div>
        <Input kit={kit} name="latitude" label={t('fields.latitude')} extra={{ inputMode: 'decimal' }} />
        <Input kit={kit} name="longitude" label={t('fields.longitude')} extra={{ inputMode: 'decimal' }} />
      </Section>
    </>
  );
}
