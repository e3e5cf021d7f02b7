'use client';

import { useTranslations } from 'next-intl';
import { fieldProps, FormField } from '@/components/shop/form-field';
import { sendContactMessage } from '@/lib/forms/actions';
import { contactMessageSchema, type ContactMessageValues } from '@/lib/validation/contact';
import { PublicFormShell, TextInputs } from './form-parts';
import { usePublicForm } from './use-public-form';

const empty: ContactMessageValues = { name: '', phone: '', email: '', subject: '', message: '', website: '' };
const inputs = [
  ['name', 'name', 'text'],
  ['phone', 'tel', 'tel'],
  ['email', 'email', 'email'],
  ['subject', 'off', 'text'],
] as const;

/** Contact form (SPEC §3 Contact message): name, phone (optional), e-mail, subject, message; busy "Sending...". */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const tForms = useTranslations('Forms');
  const { form, onSubmit, success, serverError } = usePublicForm(contactMessageSchema, sendContactMessage, empty, tForms('failed'));
  const { register, formState } = form;
  const messageError = formState.errors.message?.message;
  return (
    <PublicFormShell
      id="contact-form" heading={t('heading')} onSubmit={onSubmit} success={success} successMessage={t('success')} error={serverError}
      honeypot={register('website')} busy={formState.isSubmitting} submitLabel={t('submit')} busyLabel={t('busy')}
    >
      <TextInputs
        inputs={inputs} register={register} errors={formState.errors}
        label={(field) => (field === 'phone' ? `${t(field)} (${tForms('optional')})` : t(field as (typeof inputs)[number][0]))}
      />
      <FormField id="message" label={t('message')} error={messageError}>
        <textarea rows={6} {...fieldProps('message', messageError)} {...register('message')} />
      </FormField>
    </PublicFormShell>
  );
}
