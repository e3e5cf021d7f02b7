'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { sendPartnershipRequest } from '@/lib/inbox/actions';
import { businessTypes } from '@/lib/validation/form-limits';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import type { PartnershipRequestValues } from '@/lib/inbox/partnership-schema';
import { PublicFormShell, TextInputs } from '@/components/forms/form-parts';
import { usePublicForm } from '@/components/forms/use-public-form';

const resolver = lazyFormResolver(() =>
  import('@/lib/inbox/partnership-schema').then((schemas) => schemas.partnershipRequestSchema),
);
const empty = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  businessType: '',
  description: '',
  website: '',
} as unknown as PartnershipRequestValues;
const inputs = [
  ['businessName', 'organization', 'text'],
  ['contactName', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/** Partnership request form (docs/spec.md §3 Partnership request); busy label "Submitting...". */
export function PartnershipForm() {
  const t = useTranslations('PartnershipForm');
  const tForms = useTranslations('Forms');
  const form = usePublicForm(resolver, sendPartnershipRequest, empty, tForms('failed'));
  const { field, errorOf } = form;
  const typeError = errorOf('businessType');
  const descriptionError = errorOf('description');
  return (
    <PublicFormShell id="partnership-form" texts={t} form={form} honeypot={field('website')}>
      <TextInputs inputs={inputs} field={field} errorOf={errorOf} label={(name) => t(name)} />
      <FormField id="businessType" label={t('businessType')} error={typeError}>
        <select {...fieldProps('businessType', typeError)} {...field('businessType')}>
          <option value="" disabled>
            {t('chooseType')}
          </option>
          {businessTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="description" label={t('description')} error={descriptionError}>
        <textarea rows={6} {...fieldProps('description', descriptionError)} {...field('description')} />
      </FormField>
    </PublicFormShell>
  );
}
