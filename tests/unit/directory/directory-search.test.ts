import { describe, expect, it } from 'vitest';
import { filteredListingPath } from '@/lib/directory/filtered-listing';
import { parseFilters } from '@/lib/directory/filter-params';
import { filterPartners, filtersQuery } from '@/lib/directory/filters';
import type { PartnerSummary } from '@/lib/directory/partners';
import { openNow } from '@/lib/directory/open-now';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { week } from '@/prisma/seed/directory/types';

const partner = (overrides: Partial<PartnerSummary>): PartnerSummary => ({
  id: 1,
  categorySlug: 'gastronomy',
  number: 1,
  name: 'Tasca',
  description: { en: 'Market food', fr: 'Cuisine du marché', pt: 'Comida do mercado' },
  logo: null,
  image: null,
  offer: {
    type: 'percentage',
    value: 10,
    lines: { en: ['10% discount'], fr: ['10 % de réduction'], pt: ['10% de desconto'] },
  },
  locationIds: [2],
  redirectUrl: null,
  restaurantType: null,
  priceRange: null,
  hours: week('10:00-18:00'),
  seasons: [],
  specialDays: [],
  ...overrides,
});

describe('listing filters combine with AND (docs/decisions/03-partner-directory.md §4)', () => {
  const partners = [
    partner({ id: 1 }),
    partner({
      id: 2,
      name: 'Thermae Spa',
      categorySlug: 'wellness',
      locationIds: [3],
      description: { en: 'Spa', fr: 'Spa', pt: 'Spa em Loulé' },
    }),
    partner({ id: 3, name: 'Chef', categorySlug: 'chef-at-home', locationIds: [] }),
  ];
  const ids = (list: PartnerSummary[]) => list.map((item) => item.id);

  it('search results (ids, best first), category and location all apply; the search keeps its order', () => {
    expect(ids(filterPartners(partners, { category: null, location: null }, null))).toEqual([1, 2, 3]);
    expect(ids(filterPartners(partners, { category: null, location: null }, [3, 1]))).toEqual([3, 1]);
    expect(ids(filterPartners(partners, { category: null, location: null }, []))).toEqual([]);
    expect(ids(filterPartners(partners, { category: 'gastronomy', location: 2 }, [2, 1]))).toEqual([1]);
    expect(ids(filterPartners(partners, { category: 'gastronomy', location: 3 }, null))).toEqual([]);
  });

  it('reads the URL query and ignores unknown values', () => {
    const known = {
      categories: [{ slug: 'gastronomy' }, { slug: 'wellness' }],
      locations: [{ id: 0 }, { id: 2 }, { id: 3 }],
    };
    expect(parseFilters({ q: '  sao ', category: 'wellness', location: '0' }, known)).toEqual({
      q: 'sao',
      category: 'wellness',
      location: 0,
      open: false,
      from: null,
      to: null,
    });
    expect(parseFilters({ category: 'golf', location: '42' }, known)).toEqual({
      q: '',
      category: null,
      location: null,
      open: false,
      from: null,
      to: null,
    });
    expect(filtersQuery({ q: 'são', category: 'wellness', location: 0 })).toBe(
      '?q=s%C3%A3o&category=wellness&location=0',
    );
    expect(parseFilters({ location: '2', open: '1' }, known)).toEqual({
      q: '',
      category: null,
      location: 2,
      open: true,
      from: null,
      to: null,
    });
    expect(filtersQuery({ location: 2, open: true })).toBe('?location=2&open=1');
    expect(filtersQuery({ q: '', category: null, location: null, open: false })).toBe('');
    // A stay's dates (docs/membership.md "Open during my stay"): read, ordered, and written back in a stable order.
    expect(parseFilters({ from: '2027-07-19', to: '2027-07-12' }, known)).toMatchObject({
      from: '2027-07-12',
      to: '2027-07-19',
    });
    expect(parseFilters({ from: '2027-02-30', to: '2027-03-02' }, known)).toMatchObject({ from: null, to: null });
    expect(filtersQuery({ category: 'wellness', from: '2027-07-12', to: '2027-07-19' })).toBe(
      '?category=wellness&from=2027-07-12&to=2027-07-19',
    );
  });
});

describe('the "Open now" filter follows the season of the day (docs/decisions/12-staff-run-directory.md §2)', () => {
  const park = partner({
    id: 7,
    seasons: [
      { kind: 'hours', from: '07-01', to: '08-31', hours: week('10:00-19:00') },
      { kind: 'closed', from: '09-16', to: '05-31' },
    ],
  });
  const bar = partner({ id: 8, hours: week('20:00-02:00') });
  const ids = (list: PartnerSummary[]) => list.map((item) => item.id);

  it('keeps partners open at that moment in Lisbon time', () => {
    expect(ids(openNow([park, bar], new Date('2026-07-15T17:30:00Z')))).toEqual([7]); // 18:30, summer hours
    expect(ids(openNow([park, bar], new Date('2026-06-10T17:30:00Z')))).toEqual([]); // 18:30, weekly hours
    expect(ids(openNow([park, bar], new Date('2027-01-13T12:00:00Z')))).toEqual([]); // winter closure
    expect(ids(openNow([park, bar], new Date('2027-01-14T01:00:00Z')))).toEqual([8]); // past midnight
  });

  it('a filtered listing with open=1 is rendered per request', () => {
    expect(filteredListingPath('/en/activities', new URLSearchParams('open=1'))).toBe('/en/filtered/activities');
  });
});

describe('JSON-LD serialization', () => {
  it('keeps stored markup from closing the script', () => {
    const json = serializeJsonLd({ comment: '</script><script>alert(1)</script> & co' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ comment: '</script><script>alert(1)</script> & co' });
  });
});

describe('filtered listings are rendered per request, unfiltered ones are cached (docs/decisions/06-fast-accessible-hardened.md)', () => {
  const path = (pathname: string, query = '') => filteredListingPath(pathname, new URLSearchParams(query));

  it('sends /all and category listings with a filter to the per-request route', () => {
    expect(path('/en/all', 'q=sao')).toBe('/en/filtered/all');
    expect(path('/pt/boat-tours', 'location=3')).toBe('/pt/filtered/boat-tours');
    expect(path('/fr/all', 'category=wellness&location=')).toBe('/fr/filtered/all');
    expect(path('/en/all', 'q=&q=spa')).toBe('/en/filtered/all');
    expect(path('/en/%61ll', 'q=spa')).toBe('/en/filtered/all');
    expect(path('/%70t/boat%2Dtours', 'location=3')).toBe('/pt/filtered/boat-tours');
  });

  it('leaves unfiltered listings, blank filters, other query parameters and other pages alone', () => {
    expect(path('/en/all')).toBeNull();
    expect(path('/en/all', 'q=%20%20&location=')).toBeNull();
    expect(path('/en/boat-tours', 'utm_source=mail&_rsc=1x2y')).toBeNull();
    expect(path('/en/boat-tours/1', 'q=sao')).toBeNull();
    expect(path('/en/shopping', 'q=sao')).toBeNull();
    expect(path('/en/no-such-category', 'q=sao')).toBeNull();
    expect(path('/de/all', 'q=sao')).toBeNull();
    expect(path('/all', 'q=sao')).toBeNull();
    expect(path('/en/%E0%A4%A', 'q=sao')).toBeNull();
  });
});
