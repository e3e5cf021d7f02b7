import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { HoursEditor } from '@/components/opening-hours/hours-editor';
import type { Season } from '@/lib/opening-hours/hours';
import { parseHoursFields } from '@/lib/opening-hours/schema';
import pt from '@/messages/pt.json';
import { week } from '@/prisma/seed/directory/types';

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('HoursEditor (docs/decisions/12-staff-run-directory.md §2)', () => {
  const hours = week('10:00-18:00', { mon: 'closed' });
  const seasons: Season[] = [
    { kind: 'hours', from: '06-01', to: '09-15', hours: week('10:00-19:00') },
    { kind: 'closed', from: '11-01', to: '03-31' },
  ];
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // Its props type counts the children, which createElement takes as its third argument.
      { locale: 'pt', messages: pt, timeZone: 'Europe/Lisbon' } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(HoursEditor, { defaultHours: hours, defaultSeasons: seasons }),
    ),
  );

  it('posts its values as JSON text in hidden inputs that parseHoursFields reads back', () => {
    const form = new FormData();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g))
      form.set(name, decode(value));
    expect(parseHoursFields(form)).toEqual({ success: true, data: { openingHours: hours, seasons } });
  });

  it('labels its controls in the staff member’s language, with month names from the formatter', () => {
    expect(html).toContain('aria-label="Horário de Segunda-feira"');
    expect(html).toContain('aria-label="Terça-feira, período 1: abre"');
    expect(html).toContain('<legend class="px-1 text-sm font-semibold">Época 2</legend>');
    expect(html).toMatch(/<option value="11" selected="">novembro<\/option>/);
    expect(html).toContain('Remover a época 1');
  });
});
