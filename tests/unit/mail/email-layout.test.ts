import { toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MemberCardEmail } from '@/emails/member-card';
import { PartnerSignInEmail } from '@/emails/partner-sign-in';
import { renderEmail } from '@/lib/mail/render';
import { memberCardSubject } from '@/lib/mail/templates';

// The layout around every e-mail (docs/decisions/05-mail-content-pages-inbox.md §1) puts the subject in the inbox
// preview and, unless the e-mail greets someone, as its heading.
const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const cardData = (guestName: string) => ({
  guestName,
  arrival: '2026-08-03',
  departure: '2026-08-10',
  partySize: 2,
  cardUrl: 'https://example.test/card',
});

describe('EmailLayout', () => {
  it('heads an e-mail with its subject', async () => {
    const { html } = await renderEmail(
      '',
      createElement(PartnerSignInEmail, { url: 'https://example.test/x', locale: 'pt' }),
    );
    expect(heading(html)).toBe('A sua ligação para entrar no balcão de parceiro');
  });

  it('greets a member card’s guest by name, as text, with the subject as the preview', async () => {
    const data = cardData('<b>Ana</b>');
    const { html } = await renderEmail('', createElement(MemberCardEmail, { data, locale: 'en' }));
    expect(heading(html)).toMatch(/^Hello &lt;b&gt;Ana&lt;\/\u200db&gt;,$/); // inert: no tag, a joiner in the slash
    expect(html).not.toContain('<b>');
    expect(html).toContain(memberCardSubject(data, 'en'));
  });

  it('gives the plain text React Email itself converts from the HTML, in every language', async () => {
    const data = cardData('Ana');
    for (const locale of ['en', 'fr', 'pt'] as const) {
      const { html, text } = await renderEmail('', createElement(MemberCardEmail, { data, locale }));
      expect(text).toBe(toPlainText(html));
      expect(text).toContain('https://example.test/card');
    }
  });
});
