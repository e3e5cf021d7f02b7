import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

/** Every leaf key path of a messages object, e.g. "CartDrawer.empty". */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('messages', () => {
  const english = keys(en).sort();

  it.each([
    ['fr', fr],
    ['pt', pt],
  ])('%s has exactly the English keys', (_locale, messages) => {
    expect(keys(messages).sort()).toEqual(english);
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['pt', pt],
  ])('%s has no empty text', (_locale, messages) => {
    const empty = keys(messages).filter((path) => {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps the spec’s exact checkout messages (docs/spec.md §5)', () => {
    expect(en.Validation.required).toBe('This field is required');
    expect(fr.Validation.required).toBe('Ce champ est obligatoire');
    expect(pt.Validation.required).toBe('Este campo é obrigatório');
    expect(fr.Validation.expiry).toContain('MM/AA');
    expect(pt.Validation.expiry).toContain('MM/AA');
    expect(en.Validation.expiry).toContain('MM/YY');
    expect(en.Checkout.processing).toBe('Processing...');
    expect(en.CartDrawer.clearConfirm).toBe('Are you sure you want to clear your cart?');
  });
});

describe('messages sent to the browser (lib/i18n/client-messages.ts)', () => {
  /** Source files under `dir`, recursively. */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('lists every namespace a public client component translates with', () => {
    const files = ['app', 'components', 'lib'].flatMap(sources).filter((file) => !/backoffice|\/staff\//.test(file));
    const asked = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(text)) return [];
      return [...text.matchAll(/useTranslations\('([^']+)'\)/g)].map((match) => `${file}: ${match[1]}`);
    });
    expect(asked.length).toBeGreaterThan(10);
    const covered = (namespace: string) =>
      CLIENT_MESSAGE_NAMESPACES.some((listed) => namespace === listed || namespace.startsWith(`${listed}.`));
    expect(asked.filter((entry) => !covered(entry.split(': ')[1]))).toEqual([]);
  });

  it('picks whole namespaces and single branches, keeping the shape', () => {
    const picked = clientMessages(en, ['Header', 'AboutPage.slideshow', 'NoSuchNamespace']);
    expect(Object.keys(picked).sort()).toEqual(['AboutPage', 'Header']);
    expect(picked.Header).toEqual(en.Header);
    expect(picked.AboutPage).toEqual({ slideshow: en.AboutPage.slideshow });
  });

  it('sends much less than the whole catalogue', () => {
    expect(JSON.stringify(clientMessages(en, CLIENT_MESSAGE_NAMESPACES)).length).toBeLessThan(
      JSON.stringify(en).length / 2,
    );
  });
});
