'use client';

import { useTranslations } from 'next-intl';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { sendPartnershipRequest } from '@/lib/forms/actions';
import { businessTypes, partnershipRequestSchema, type PartnershipRequestValues } from '@/lib/validation/partnership';
import { PublicFormShell, TextInputs } from './form-parts';
import { usePublicForm } from './use-public-form';

const empty = { businessName: '', contactName: '', email: '', phone: '', description: '', website: '' } as PartnershipRequestValues;
const inputs = [
  ['businessName', 'organization', 'text'],
  ['contactName', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/** Partnership request form (SPEC §3 Partnership request); busy label "Submitting...". */
export function PartnershipForm() {
  const t = useTranslations('PartnershipForm');
  const tForms = useTranslations('Forms');
  const { form, onSubmit, success, serverError } = usePublicForm(partnershipRequestSchema, sendPartnershipRequest, empty, tForms('failed'));
  const { register, formState } = form;
  const { businessType: typeError, description: descriptionError } = formState.errors;
  return (
    <PublicFormShell
      id="partnership-form" heading={t('heading')} onSubmit={onSubmit} success={success} successMessage={t('success')} error={serverError}
      honeypot={register('website')} busy={formState.isSubmitting} submitLabel={t('submit')} busyLabel={t('busy')}
    >
      <TextInputs inputs={inputs} register={register} errors={formState.errors} label={(field) => t(field as (typeof inputs)[number][0])} />
      <FormField id="businessType" label={t('businessType')} error={typeError?.message}>
        <select {...fieldProps('businessType', typeError?.message)} {...register('businessType')} defaultValue="">
          <option value="" disabled>{t('chooseType')}</option>
          {businessTypes.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </select>
      </FormField>
      <FormField id="description" label={t('description')} error={descriptionError?.message}>
        <textarea rows={6} {...fieldProps('description', descriptionError?.message)} {...register('description')} />
      </FormField>
    </PublicFormShell>
  );
}
