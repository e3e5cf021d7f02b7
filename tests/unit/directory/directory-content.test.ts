import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categorySlugs } from '@/lib/site-config';
import { seasonsSchema } from '@/lib/opening-hours/schema';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { seedCategories, seedLocations, seedPartners } from '@/prisma/seed/directory';
import { partnerLogo, partnerPhotos, type Lines, type Text } from '@/prisma/seed/directory/types';

const all = Object.entries(seedPartners).flatMap(([slug, partners]) =>
  partners.map((partner) => ({ slug, ...partner })),
);
const visible = all.filter((partner) => partner.isVisible !== false);
const publicFile = (path: string) => existsSync(join(process.cwd(), 'public', path));
const complete = (text: Text) => [text.en, text.fr, text.pt].every((value) => value.trim().length > 0);
const completeLines = (lines: Lines) =>
  [lines.en, lines.fr, lines.pt].every(
    (list) => list.length > 0 && list.length === lines.en.length && list.every((line) => line.trim()),
  );

describe('directory seed content (docs/spec.md §3)', () => {
  it('has the seven categories in order, titled like the menu', () => {
    expect(seedCategories.map((category) => category.slug)).toEqual([...categorySlugs]);
    for (const category of seedCategories) {
      const slug = category.slug as keyof typeof en.Categories;
      expect(category.title).toEqual({ en: en.Categories[slug], fr: fr.Categories[slug], pt: pt.Categories[slug] });
    }
  });

  it('has the ten towns with their ids', () => {
    expect(seedLocations.map((location) => [location.id, location.name])).toEqual([
      [0, 'Tavira'],
      [1, 'Quinta do Lago'],
      [2, 'Loulé'],
      [3, 'Vilamoura'],
      [4, 'Albufeira'],
      [5, 'Faro'],
      [6, 'Portimão'],
      [7, 'Lagoa'],
      [8, 'Quarteira'],
      [9, 'Alcantarilha'],
    ]);
  });

  it('has the category counts of docs/spec.md §3: 7, 7 plus 2 hidden, 3, 4, 2, 2, 9', () => {
    const counts = categorySlugs.map(
      (slug) => seedPartners[slug].filter((partner) => partner.isVisible !== false).length,
    );
    expect(counts).toEqual([7, 7, 3, 4, 2, 2, 9]);
    const hidden = all
      .filter((partner) => partner.isVisible === false)
      .map((partner) => [partner.slug, partner.number, partner.name]);
    expect(hidden).toEqual([
      ['gastronomy', 999, 'Vilamoura Golf Club'],
      ['gastronomy', 1000, 'Algarve Rent a Car'],
    ]);
  });

  it('has unique numbers per category and valid town ids; chef-at-home has no town', () => {
    for (const slug of categorySlugs) {
      const numbers = seedPartners[slug].map((partner) => partner.number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    expect(all.filter((partner) => partner.locations.some((id) => !Number.isInteger(id) || id < 0 || id > 9))).toEqual(
      [],
    );
    expect(seedPartners['chef-at-home'].every((partner) => partner.locations.length === 0)).toBe(true);
  });

  it('has every guest-facing text in en, fr and pt', () => {
    for (const category of seedCategories)
      expect(complete(category.title) && complete(category.description), category.slug).toBe(true);
    for (const location of seedLocations) expect(complete(location.description), location.name).toBe(true);
    for (const partner of all) {
      expect(complete(partner.description), partner.name).toBe(true);
      expect(completeLines(partner.offer.lines), partner.name).toBe(true);
      if (partner.seasonalNote) expect(complete(partner.seasonalNote), partner.name).toBe(true);
      if (partner.restaurantType) expect(complete(partner.restaurantType), partner.name).toBe(true);
    }
  });

  it('every image file exists under public/', () => {
    const missing = [
      ...seedCategories.map((category) => `categories/${category.image}`),
      ...seedLocations.map((location) => `locations/${location.image}`),
      ...all.flatMap((partner) =>
        [
          partnerLogo(partner.slug, partner.number),
          ...partnerPhotos(partner.slug, partner.number).map((photo) => photo.src),
        ].map((url) => url.slice(1)),
      ),
    ].filter((path) => !publicFile(path));
    expect(missing).toEqual([]);
  });

  it('uses every offer and rule the spec names (docs/spec.md §5, §9)', () => {
    const percentages = new Set(
      visible.filter((partner) => partner.offer.type === 'percentage').map((partner) => partner.offer.value),
    );
    for (const value of [5, 10, 12, 15, 20]) expect(percentages.has(value), `${value}%`).toBe(true);
    const englishOffers = visible.flatMap((partner) => partner.offer.lines.en).join('\n');
    for (const line of [
      '3.5 € off a normal ticket',
      '2.5 € off senior or junior tickets',
      '12 € off one dolphin experience',
      '9 € off an adult ticket',
      '5 € off a therapeutic circuit',
    ]) {
      expect(englishOffers).toContain(line);
    }
    expect(englishOffers).toContain('5 € off any menu');
    expect(
      seedPartners['winery-tours'].every((partner) => partner.offer.lines.en.some((line) => line.includes('24 hours'))),
    ).toBe(true);
    const home = seedPartners.wellness.filter((partner) =>
      partner.offer.lines.en.some((line) => line.includes('24 hours')),
    );
    expect(
      home.map((partner) => partner.offer.lines.en.some((line) => line.includes('10 € home-service travel fee'))),
    ).toEqual([true]);
    const parks = seedPartners.activities.filter((partner) => partner.seasons?.length);
    expect(parks).toHaveLength(2); // docs/decisions/12-staff-run-directory.md §2: the parks' seasonal hours are data
    for (const park of parks) expect(seasonsSchema.safeParse(park.seasons).success, park.name).toBe(true);
    expect(new Set(visible.map((partner) => partner.cardInfo).filter(Boolean))).toEqual(
      new Set(['member-card-required', 'book-through-team']),
    );
    expect(visible.some((partner) => partner.redirectUrl)).toBe(true);
    const restaurants = seedPartners.gastronomy.filter((partner) => partner.isVisible !== false);
    expect(restaurants.every((partner) => partner.restaurantType && partner.priceRange)).toBe(true);
    expect(new Set(restaurants.map((partner) => partner.priceRange))).toEqual(new Set([1, 2, 3]));
  });
});
