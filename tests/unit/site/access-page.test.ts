import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

// /access says what the product does (docs/membership.md): cards by e-mail for stays, and owners' year-round cards
// (docs/membership.md "Owners' cards") with per-stay limits counted per year; it once promised a card handed over
// with the keys, which the product does not do.
describe('the access page', () => {
  it.each([
    ['en', en, /with the keys/i, /e-mail/, /year-round member card.*per year.*renewed each year/],
    ['fr', fr, /avec les clés/i, /e-mail/, /carte de membre à l’année.*par an.*renouvelée chaque année/],
    ['pt', pt, /com as chaves|chaves/i, /e-mail/, /cartão de membro para todo o ano.*por ano.*renovado todos os anos/],
  ])('%s promises nothing the product does not do', (_locale, messages, promise, email, owners) => {
    const text = JSON.stringify(messages.AccessPage);
    expect(text).not.toMatch(promise);
    expect(messages.AccessPage.steps.s2.text).toMatch(email);
    expect(messages.AccessPage.owners.text).toMatch(owners);
  });
});
