import { createElement } from 'react';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrderEmail } from '@/emails/order-email';
import { type OrderEmailData } from '@/lib/mail/templates';
import { calendarDay, DATE_TIME, DAY, EUROS, formatDayInWords, formatEuros, formatterFor } from '@/lib/i18n/format';
import { translatorFor } from '@/lib/i18n/translator';
import { renderEmail } from '@/lib/mail/render';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

/*
 * How each language writes numbers, euros, dates, plurals and punctuation (docs/formats.md): pt-PT, fr-FR, en-GB,
 * on the public pages, in the e-mails and in the backoffice, which all use lib/i18n/format.ts.
 */

const NBSP = '\u00a0';

describe('euros and dates, one helper for pages, e-mails and the backoffice', () => {
  const moment = new Date('2026-07-14T13:05:00Z'); // 14:05 in Lisbon (summer time)

  it('writes euros as Portugal, France and Britain do (not Brazil’s "€ 6,50")', () => {
    expect(formatEuros('6.50', 'pt')).toBe(`6,50${NBSP}€`);
    expect(formatEuros(1234.5, 'pt')).toBe(`1234,50${NBSP}€`);
    expect(formatEuros('6.50', 'fr')).toBe(`6,50${NBSP}€`);
    expect(formatEuros(1234.5, 'fr')).toBe(`1\u202f234,50${NBSP}€`);
    expect(formatEuros('6.50', 'en')).toBe('€6.50');
    expect(formatterFor('pt').number(12.5, EUROS)).toBe(formatEuros(12.5, 'pt'));
  });

  it('writes moments and days as each language does, in Lisbon time', () => {
    expect(formatterFor('pt').dateTime(moment, DATE_TIME)).toBe('14/07/2026, 14:05');
    expect(formatterFor('pt').dateTime(calendarDay('2026-01-05'), DAY)).toBe('05/01/2026');
    expect(formatterFor('fr').dateTime(moment, DATE_TIME)).toBe('14 juil. 2026, 14:05');
    expect(formatterFor('en').dateTime(moment, DATE_TIME)).toBe('14 Jul 2026, 14:05');
  });

  it('writes a calendar day in words', () => {
    expect(formatDayInWords('2026-12-05', 'pt')).toBe('sábado, 5 de dezembro de 2026');
    expect(formatDayInWords('2026-12-05', 'fr')).toBe('samedi 5 décembre 2026');
    expect(formatDayInWords('2026-12-05', 'en')).toBe('Saturday, 5 December 2026');
  });

  it('an order e-mail shows the pickup day in words and euros as its language writes them', async () => {
    const data: OrderEmailData = {
      orderNumber: 'CDTEST12345',
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      status: 'confirmed',
      totalAmount: '13.00',
      items: [{ name: 'Flor de sal', quantity: 2, price: '6.50' }],
      pickupLocation: 'vilamoura-office',
      pickupDate: '2026-12-05',
      pickupTime: '10:00',
    };
    const { text } = await renderEmail(
      'subject',
      createElement(OrderEmail, { template: 'order-confirmation', data, locale: 'pt' }),
    );
    expect(text).toContain('5 de dezembro de 2026');
    expect(text).toContain(`6,50${NBSP}€`);
    expect(text).not.toContain('2026-12-05');
    expect(text).not.toContain('€ 6,50');
  });
});

/** Every message text with its key path. */
function texts(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

describe('plurals (ICU messages)', () => {
  it('Portuguese counts zero as plural, as Portugal does: "0 avaliações", "0 encomendas"', () => {
    const t = translatorFor('pt');
    expect(t('Partner.ratingSummary', { average: '0', count: 0 })).toBe('0 em 5 (0 avaliações)');
    expect(t('BackofficeOrders.count', { count: 0 })).toBe('0 encomendas');
    expect(t('BackofficeOrders.count', { count: 1 })).toBe('1 encomenda');
    expect(t('BackofficeOrders.count', { count: 2 })).toBe('2 encomendas');
  });

  it('every Portuguese plural message says zero as pt-PT’s rules do (bare `pt` follows Brazil, where zero is singular)', () => {
    // The pages format `pt` messages with Intl's `pt` rules; a translator on pt-PT's rules says what zero should read.
    const app = translatorFor('pt');
    const portugal = createTranslator({ locale: 'pt-PT' as never, messages: pt });
    const wrong = texts(pt)
      .filter(([, text]) => / plural,/.test(text))
      .filter(([key, text]) => {
        const values = Object.fromEntries(
          [...text.matchAll(/\{(\w+)(, plural,)?/g)].map(([, name, plural]) => [name, plural ? 0 : 'x']),
        );
        return app(key as never, values as never) !== portugal(key as never, values as never);
      });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

describe('French punctuation', () => {
  it('puts a no-break space before : ; ? ! in every French message (none before them in English)', () => {
    // Punctuation that ends a phrase (followed by a space or the end) or follows a space; "HH:MM" and "https://" are not.
    const spaced = /(?<![\u00a0\u202f])[:;?!](?=\s|$)|\s[:;?!]/;
    expect(
      texts(fr)
        .filter(([, text]) => spaced.test(text.replace(/[\u00a0\u202f][:;?!]/g, '')))
        .map(([key]) => key),
    ).toEqual([]);
    expect(fr.OrderComplete.thanks.startsWith('Merci\u202f!')).toBe(true);
    expect(
      texts(en)
        .filter(([, text]) => /[\u00a0\u202f][:;?!]/.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });
});
