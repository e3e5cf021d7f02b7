'use client';

import { useTranslations } from 'next-intl';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { sendPartnershipRequest } from '@/lib/forms/actions';
import { businessTypes, partnershipRequestSchema, type PartnershipRequestValues } from '@/lib/validation/partnership';
import { FormFeedback, HoneypotField, SubmitButton } from './form-parts';
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
  const error = (field: keyof PartnershipRequestValues) => formState.errors[field]?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="partnership-form-heading" className="relative space-y-4">
      <h2 id="partnership-form-heading" className="text-2xl font-semibold">{t('heading')}</h2>
      <FormFeedback success={success} successMessage={t('success')} error={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map(([field, autoComplete, type]) => (
          <FormField key={field} id={field} label={t(field)} error={error(field)}>
            <input type={type} autoComplete={autoComplete} {...fieldProps(field, error(field))} {...register(field)} />
          </FormField>
        ))}
      </div>
      <FormField id="businessType" label={t('businessType')} error={error('businessType')}>
        <select {...fieldProps('businessType', error('businessType'))} {...register('businessType')} defaultValue="">
          <option value="" disabled>{t('chooseType')}</option>
          {businessTypes.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </select>
      </FormField>
      <FormField id="description" label={t('description')} error={error('description')}>
        <textarea rows={6} {...fieldProps('description', error('description'))} {...register('description')} />
      </FormField>
      <HoneypotField registration={register('website')} />
      <SubmitButton busy={formState.isSubmitting} label={t('submit')} busyLabel={t('busy')} />
    </form>
  );
}
