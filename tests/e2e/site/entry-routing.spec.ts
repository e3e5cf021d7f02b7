import { expect, request as requestFactory, test } from '@playwright/test';

// docs/decisions/15-framework-ratios.md §3: the proxy (next-intl) runs where a guest enters, not on every cached page. The router answers the
// rest from next.config.ts (lib/i18n/entry-routing.ts). Each case is what a guest, a crawler or a returning guest
// sends; the answer must be the one docs/spec.md §1 and §9 ask for, whoever gives it.

const cases: {
  name: string;
  path: string;
  headers?: Record<string, string>;
  status: number;
  location?: string;
  lang?: string;
  text?: string;
}[] = [
  { name: 'a crawler (no language, no cookie) reads the English page', path: '/boat-tours', status: 200, lang: 'en' },
  {
    name: 'a German browser reads English',
    path: '/shopping',
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
    status: 200,
    lang: 'en',
  },
  {
    name: 'an English browser that also lists Portuguese reads English',
    path: '/',
    headers: { 'accept-language': 'en-GB,en;q=0.9,pt;q=0.8' },
    status: 200,
    lang: 'en',
  },
  {
    name: 'a French browser entering is sent to French',
    path: '/boat-tours',
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    status: 307,
    location: '/fr/boat-tours',
  },
  {
    name: 'a Portuguese browser entering at home is sent to Portuguese',
    path: '/',
    headers: { 'accept-language': 'PT-pt' },
    status: 307,
    location: '/pt',
  },
  {
    name: 'a saved Portuguese choice wins over an English browser',
    path: '/shopping',
    headers: { cookie: 'preferred_language=pt', 'accept-language': 'en' },
    status: 307,
    location: '/pt/shopping',
  },
  {
    name: 'a saved French choice at home',
    path: '/',
    headers: { cookie: 'preferred_language=fr' },
    status: 307,
    location: '/fr',
  },
  {
    name: 'a saved English choice wins over a French browser',
    path: '/about',
    headers: { cookie: 'preferred_language=en', 'accept-language': 'fr' },
    status: 200,
    lang: 'en',
  },
  {
    name: 'an unknown saved value is ignored: the browser decides',
    path: '/',
    headers: { cookie: 'preferred_language=xx', 'accept-language': 'pt-PT' },
    status: 307,
    location: '/pt',
  },
  { name: '/en is sent to the unprefixed English URL', path: '/en/shopping', status: 307, location: '/shopping' },
  {
    name: 'a Portuguese page is served as it is to an English browser',
    path: '/pt/boat-tours',
    headers: { 'accept-language': 'en' },
    status: 200,
    lang: 'pt',
  },
  { name: 'an unknown English path is the not-found page', path: '/no-such-page', status: 404, text: 'Page not found' },
];

test.describe('language at the entry, without the proxy on cached pages (docs/decisions/15-framework-ratios.md §3)', () => {
  for (const { name, path, headers, status, location, lang, text } of cases) {
    test(name, async ({ baseURL }) => {
      const api = await requestFactory.newContext({ baseURL });
      const response = await api.get(path, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(status);
      if (location) expect(new URL(response.headers()['location'], baseURL).pathname).toBe(location);
      if (lang) expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      if (text) expect(await response.text()).toContain(text);
      await api.dispose();
    });
  }

  test('a cached French or Portuguese page saves no language cookie: only the switcher saves a choice', async ({
    baseURL,
  }) => {
    const api = await requestFactory.newContext({ baseURL });
    for (const path of ['/pt', '/fr/boat-tours', '/pt/shopping/item/1']) {
      const response = await api.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    await api.dispose();
  });

  test('a filtered Portuguese listing is still rendered with its filter', async ({ baseURL }) => {
    const api = await requestFactory.newContext({ baseURL });
    const all = await (await api.get('/pt/all')).text();
    const filtered = await (await api.get('/pt/all?q=zzzz-no-match')).text();
    await api.dispose();
    expect(filtered).toContain('zzzz-no-match');
    expect(all).not.toContain('zzzz-no-match');
  });
});
