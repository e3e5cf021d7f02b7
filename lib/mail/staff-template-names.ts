import 'server-only';
import { getStaffTranslations } from '@/lib/staff/translations';

/**
 * Names e-mail templates in words in the staff member's language ("Order confirmed", not "order-confirmation"),
 * for the e-mail lists and the order page; a template without a name (none today) shows its code.
 */
export async function emailTemplateNames(): Promise<(template: string) => string> {
  const t = await getStaffTranslations('BackofficeEmails');
  return (template) => (t.has(`templates.${template}` as never) ? t(`templates.${template}` as never) : template);
}
