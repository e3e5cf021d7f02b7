import { describe, expect, it } from 'vitest';
import { classifyPath, classifyReferrer, countryFrom, deviceClass } from '@/lib/beacons/classify';

describe('insights classes (docs/decisions/16-insights.md §1)', () => {
  it.each([
    ['/', { locale: 'en', routeType: 'home', path: '/' }],
    ['/pt', { locale: 'pt', routeType: 'home', path: '/' }],
    ['/fr/all', { locale: 'fr', routeType: 'listing', path: '/all' }],
    ['/pt/boat-tours', { locale: 'pt', routeType: 'category', path: '/boat-tours', categorySlug: 'boat-tours' }],
    [
      '/fr/gastronomy/3?x=1#top',
      { locale: 'fr', routeType: 'partner', path: '/gastronomy/3', categorySlug: 'gastronomy', partnerNumber: 3 },
    ],
    ['/shopping', { locale: 'en', routeType: 'shop', path: '/shopping' }],
    ['/pt/shopping/item/12', { locale: 'pt', routeType: 'product', path: '/shopping/item/12', productId: 12 }],
    ['/checkout/complete/CDABC123', { locale: 'en', routeType: 'order-complete', path: '/checkout/complete' }],
    ['/privacy', { locale: 'en', routeType: 'page', path: '/privacy' }],
    // A card's link is its guest's secret: never stored.
    ['/pt/card/3f1c2a4e-8b7d-4c6e-9a1b-2c3d4e5f6a7b.sig', { locale: 'pt', routeType: 'member-card', path: '/card' }],
    ['/fr/partner/ledger', { locale: 'fr', routeType: 'other', path: '/partner' }],
    // So is a booking request's status link.
    [
      '/fr/booking/12~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
      { locale: 'fr', routeType: 'other', path: '/booking' },
    ],
    ['/boat-tours/0', { locale: 'en', routeType: 'other', path: '/boat-tours/0' }],
    ['/wp-admin/setup.php', { locale: 'en', routeType: 'other', path: '/wp-admin/setup.php' }],
  ])('%s', (path, expected) => {
    expect(classifyPath(path)).toEqual(expected);
  });

  it('keeps only the class and name of a referrer', () => {
    expect(classifyReferrer(undefined, 'rewards.test')).toEqual({ referrerClass: 'direct' });
    expect(classifyReferrer('https://rewards.test/boat-tours', 'rewards.test:443')).toEqual({
      referrerClass: 'internal',
    });
    expect(classifyReferrer('https://www.google.pt/search?q=x', 'rewards.test')).toEqual({
      referrerClass: 'search',
      referrerName: 'google',
    });
    expect(classifyReferrer('https://duckduckgo.com/', 'rewards.test')).toEqual({
      referrerClass: 'search',
      referrerName: 'duckduckgo',
    });
    expect(classifyReferrer('https://l.facebook.com/l.php?u=x', 'rewards.test')).toEqual({
      referrerClass: 'social',
      referrerName: 'facebook',
    });
    expect(classifyReferrer('https://notgoogle.example/', 'rewards.test')).toEqual({ referrerClass: 'other' });
    expect(classifyReferrer('not a url', 'rewards.test')).toEqual({ referrerClass: 'other' });
  });

  it('tells devices by viewport width and reads the country from a proxy header', () => {
    expect([390, 800, 1280, undefined].map(deviceClass)).toEqual(['mobile', 'tablet', 'desktop', 'mobile']);
    expect(countryFrom(new Headers({ 'cf-ipcountry': 'pt' }))).toBe('PT');
    expect(countryFrom(new Headers({ 'x-country': 'FR' }), 'x-country')).toBe('FR');
    expect(countryFrom(new Headers({ 'cf-ipcountry': 'XX' }))).toBeUndefined();
    expect(countryFrom(new Headers({ 'cf-ipcountry': '<script>' }))).toBeUndefined();
  });
});
