'use client';

import { useTranslations } from 'next-intl';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { sendContactMessage } from '@/lib/forms/actions';
import { contactMessageSchema, type ContactMessageValues } from '@/lib/validation/contact';
import { FormFeedback, HoneypotField, SubmitButton } from './form-parts';
import { usePublicForm } from './use-public-form';

const empty: ContactMessageValues = { name: '', phone: '', email: '', subject: '', message: '', website: '' };
const inputs = [
  ['name', 'name', 'text'],
  ['phone', 'tel', 'tel'],
  ['email', 'email', 'email'],
  ['subject', 'off', 'text'],
] as const;

/** Contact form (SPEC §3 Contact message): name, phone, e-mail, subject, message; busy label "Sending...". */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const tForms = useTranslations('Forms');
  const { form, onSubmit, success, serverError } = usePublicForm(contactMessageSchema, sendContactMessage, empty, tForms('failed'));
  const { register, formState } = form;
  const error = (field: keyof ContactMessageValues) => formState.errors[field]?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading" className="relative space-y-4">
      <h2 id="contact-form-heading" className="text-2xl font-semibold">{t('heading')}</h2>
      <FormFeedback success={success} successMessage={t('success')} error={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map(([field, autoComplete, type]) => (
          <FormField key={field} id={field} label={field === 'phone' ? `${t(field)} (${tForms('optional')})` : t(field)} error={error(field)}>
            <input type={type} autoComplete={autoComplete} {...fieldProps(field, error(field))} {...register(field)} />
          </FormField>
        ))}
      </div>
      <FormField id="message" label={t('message')} error={error('message')}>
        <textarea rows={6} {...fieldProps('message', error('message'))} {...register('message')} />
      </FormField>
      <HoneypotField registration={register('website')} />
      <SubmitButton busy={formState.isSubmitting} label={t('submit')} busyLabel={t('busy')} />
    </form>
  );
}
