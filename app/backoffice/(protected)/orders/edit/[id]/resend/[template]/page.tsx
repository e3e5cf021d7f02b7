import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ResendConfirmForm } from '@/components/shop/staff/resend-confirm-form';
import { orderEmailTemplates, type OrderEmailTemplate } from '@/lib/mail/templates';
import { emailTemplateNames } from '@/lib/mail/staff-template-names';
import { getOrderForEdit } from '@/lib/shop/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { teamAddress } from '@/lib/mail/config';
import { resendableTemplates } from '@/lib/shop/orders/order-emails';
import { routeIdSchema } from '@/lib/validation/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeEmails'))('resendTitle') };
}

const isTemplate = (value: string): value is OrderEmailTemplate =>
  (orderEmailTemplates as readonly string[]).includes(value);

/**
 * /backoffice/orders/edit/{id}/resend/{template} — the confirmation step of "Resend" (docs/mail.md): what the e-mail
 * says and to whom, then a POSTed form, so it works without JavaScript. An e-mail that does not fit the order's
 * status is not offered (and the server refuses it anyway).
 */
export default async function ResendEmailPage({ params }: PageProps<'/backoffice/orders/edit/[id]/resend/[template]'>) {
  const { id: rawId, template } = await params;
  const id = routeIdSchema.safeParse(rawId);
  const order = id.success ? await getOrderForEdit(id.data) : null;
  if (!order || !isTemplate(template)) notFound();
  const [t, tStatus, templateName] = await Promise.all([
    getStaffTranslations('BackofficeEmails'),
    getStaffTranslations('OrderStatus'),
    emailTemplateNames(),
  ]);
  const orderPath = `/backoffice/orders/edit/${order.id}`;
  const fits = resendableTemplates(order.status).includes(template);
  const to = template === 'order-admin-notification' ? teamAddress() : order.customerEmail;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('resendTitle')}</h1>
      {fits ? (
        <>
          <p className="break-words">
            {t('resendQuestion', { name: templateName(template), to, number: order.orderNumber })}
          </p>
          <p className="text-slate-700">{t(`resendWhat.${template}`)}</p>
          <ResendConfirmForm orderId={order.id} template={template} label={t('resendConfirm')} />
        </>
      ) : (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-800">
          {t('resendUnfit', { name: templateName(template), status: tStatus(order.status) })}
        </p>
      )}
      <p>
        <Link href={orderPath} className="text-brand-700 underline">
          {t('resendCancel', { number: order.orderNumber })}
        </Link>
      </p>
    </div>
  );
}
