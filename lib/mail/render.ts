import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement, type ReactElement } from 'react';
import { OrderEmail } from '@/emails/order-email';
import { orderEmailTemplates, type OrderEmailData, type OrderEmailTemplate } from '@/lib/mail/templates';
import { isLocale } from '@/lib/i18n/routing';
import { orderCalendarFile, orderCalendarFileName } from '@/emails/order-calendar';
import type { PartnerReportData } from '@/lib/mail/templates';

/** An e-mail ready for the outbox: subject line, HTML and plain-text bodies. */
export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * React Email's plain-text conversion (its `toPlainText`: html-to-text with its selectors, no word wrap), built once:
 * `toPlainText` builds html-to-text's converter again for every message, about 1.2 ms of CPU each
 * (docs/performance.md, "Orders and p99 on one process").
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * Renders a React Email element to HTML, and the plain text from that HTML (React Email's own conversion, as its
 * `plainText` option does after rendering the element a second time: one render instead of two).
 */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

/** An outbox row as stored: bodies null until rendered, `data` what the template needs (lib/shop/orders/order-emails.ts). */
export type StoredEmail = {
  template: string;
  locale: string;
  subject: string;
  html: string | null;
  text: string | null;
  data: unknown;
};

/**
 * The HTML and plain-text bodies of an outbox row: the stored ones, else rendered now from its template and data
 * (order e-mails are queued unrendered, docs/design.md: outbox). About 6 ms of CPU per message in production.
 * @throws Error when a row without bodies is not an order e-mail or has no data (a bug, not bad input).
 */
export async function renderStoredEmail(row: StoredEmail): Promise<{ html: string; text: string }> {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  const template = row.template as OrderEmailTemplate;
  if (!orderEmailTemplates.includes(template) || !row.data)
    throw new Error(`Outbox e-mail "${row.template}" has neither bodies nor order data`);
  const locale = isLocale(row.locale) ? row.locale : 'en';
  const { html, text } = await renderEmail(
    row.subject,
    createElement(OrderEmail, { template, data: row.data as OrderEmailData, locale }),
  );
  return { html, text };
}

/** A file attached to an outbox e-mail when it is sent (nodemailer's attachment shape). */
export type EmailAttachment = { filename: string; content: string | Buffer; contentType: string };

/**
 * The files an outbox row is sent with: the order-confirmation e-mail carries the pickup as an iCalendar event
 * (docs/decisions/13-pickup-order-journey.md §5, orderCalendarFile), a partner's monthly report its PDF (docs/decisions/16-insights.md §4); every other e-mail none.
 * Built from the stored data when sent, like the bodies.
 */
export async function storedEmailAttachments(row: StoredEmail): Promise<EmailAttachment[]> {
  if (row.template === 'partner-report' && row.data) {
    // Loaded only for this template: the PDF renderer stays out of every other e-mail's path.
    const { partnerReportPdf, partnerReportFileName } = await import('@/emails/partner-report-pdf');
    const data = row.data as PartnerReportData;
    const content = await partnerReportPdf(data, isLocale(row.locale) ? row.locale : 'pt');
    return [{ filename: partnerReportFileName(data.month), content, contentType: 'application/pdf' }];
  }
  if (row.template !== 'order-confirmation' || !row.data) return [];
  const data = row.data as OrderEmailData;
  return [
    {
      filename: orderCalendarFileName(data.orderNumber),
      content: orderCalendarFile(data, isLocale(row.locale) ? row.locale : 'en'),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
}
