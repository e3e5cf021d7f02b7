import type { PublicFormMessages } from '@/lib/actions/public-action';

/** The messages of the contact and partnership forms (docs/decisions/05-mail-content-pages-inbox.md §5). */
export const FORM_MESSAGES: PublicFormMessages = {
  fixErrors: 'Forms.fixErrors',
  rateLimited: 'Forms.rateLimited',
  failed: 'Forms.failed',
  namespaces: ['Validation'],
};
