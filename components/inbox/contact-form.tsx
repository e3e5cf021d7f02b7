'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { sendContactMessage } from '@/lib/inbox/actions';
import type { ContactMessageValues } from '@/lib/inbox/contact-schema';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { PublicFormShell, TextInputs } from '@/components/forms/form-parts';
import { usePublicForm } from '@/components/forms/use-public-form';

const resolver = lazyFormResolver(() =>
  import('@/lib/inbox/contact-schema').then((schemas) => schemas.contactMessageSchema),
);
const empty: ContactMessageValues = { name: '', phone: '', email: '', subject: '', message: '', website: '' };
const inputs = [
  ['name', 'name', 'text'],
  ['phone', 'tel', 'tel'],
  ['email', 'email', 'email'],
  ['subject', 'off', 'text'],
] as const;

/** Contact form (docs/spec.md §3 Contact message): name, phone (optional), e-mail, subject, message; busy "Sending...". */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const tForms = useTranslations('Forms');
  const form = usePublicForm(resolver, sendContactMessage, empty, tForms('failed'));
  const { field, errorOf } = form;
  const messageError = errorOf('message');
  return (
    <PublicFormShell id="contact-form" texts={t} form={form} honeypot={field('website')}>
      <TextInputs
        inputs={inputs}
        field={field}
        errorOf={errorOf}
        label={(name) => (name === 'phone' ? `${t(name)} (${tForms('optional')})` : t(name))}
      />
      <FormField id="message" label={t('message')} error={messageError}>
        <textarea rows={6} {...fieldProps('message', messageError)} {...field('message')} />
      </FormField>
    </PublicFormShell>
  );
}
