import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

// /access says what the product does (docs/membership.md): cards by e-mail for stays, no owners' cards yet; it
// promised a card handed over with the keys and owners' membership all year.
describe('the access page', () => {
  it.each([
    ['en', en, /with the keys|all year/i, /e-mail/, /Owners do not have member cards yet/],
    ['fr', fr, /avec les clés|toute l’année/i, /e-mail/, /Les propriétaires n’ont pas encore de carte/],
    ['pt', pt, /com as chaves|chaves|todo o ano/i, /e-mail/, /Os proprietários ainda não têm cartão/],
  ])('%s promises nothing the product does not do', (_locale, messages, promise, email, owners) => {
    const text = JSON.stringify(messages.AccessPage);
    expect(text).not.toMatch(promise);
    expect(messages.AccessPage.steps.s2.text).toMatch(email);
    expect(messages.AccessPage.owners.text).toMatch(owners);
  });
});
