import { expect, test } from '@playwright/test';
import { announceReactCommits } from '../support/react-commits';
import { lisbonDay } from '../support/shop';

// Seed partners used here (prisma/seed/directory): sample content, stable in every fresh e2e database.
// The listings count the visible partners: the specs that publish one (directory-admin) never run beside these.
test.describe.configure({ lock: 'visible-partners' });

const barrocal = { path: '/winery-tours/2', name: 'Adega do Barrocal' };

test.describe('partner directory (docs/decisions/03-partner-directory.md)', () => {
  test('in pt: filter by location and category, search without accents, open a partner with its offer and hours', async ({
    page,
  }) => {
    await page.goto('/pt/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Vantagens' })).toBeVisible();
    await expect(page.getByText('34 parceiros')).toBeVisible();

    await page.getByLabel('Localidade').selectOption({ label: 'Loulé' });
    await expect(page).toHaveURL(/\/pt\/all\?location=2$/);
    await expect(page.getByText('4 parceiros')).toBeVisible();

    await page.getByLabel('Categoria').selectOption({ label: 'Visitas a vinhas' });
    await expect(page).toHaveURL(/\/pt\/all\?category=winery-tours&location=2$/);
    await expect(page.getByText('1 parceiro', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('sao bras');
    await page.getByRole('button', { name: 'Mostrar resultados' }).click();
    await expect(page).toHaveURL(/q=sao\+bras&category=winery-tours&location=2$/);
    await expect(page.getByRole('link', { name: new RegExp(barrocal.name) })).toBeVisible();
    await expect(page.getByText('Oferta especial').first()).toBeVisible();

    // The filtered view is shareable: reloading renders the same result on the server.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('sao bras');
    await expect(page.getByText('1 parceiro', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('nada disto existe');
    await page.getByRole('button', { name: 'Mostrar resultados' }).click();
    await expect(page.getByText('Nenhum parceiro corresponde à sua pesquisa.')).toBeVisible();
    await page.getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/pt\/all$/);
    await expect(page.getByText('34 parceiros')).toBeVisible();

    await page.goto('/pt/all?q=sao&location=2');
    await page.getByRole('link', { name: new RegExp(barrocal.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/pt${barrocal.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: barrocal.name })).toBeVisible();
    const offer = page.getByRole('region', { name: /Oferta especial/ });
    await expect(offer.getByText('10% de desconto para membros')).toBeVisible();
    await expect(offer.getByText('Visitas com 24 horas de antecedência')).toBeVisible();
    const hours = page.getByRole('region', { name: 'Horário' });
    await expect(hours.getByRole('row', { name: /Segunda-feira/ })).toContainText('Sob marcação');
    await expect(hours.getByText(/Sob marcação hoje|Fechado agora|Aberto agora/)).toBeVisible();
    await expect(page.getByTitle(`Mapa de ${barrocal.name}`)).toHaveAttribute('loading', 'lazy');
  });

  test('keyboard focus stays on the filter that changed the listing, across routes', async ({ page }) => {
    await page.goto('/all');
    const location = page.getByLabel('Location');
    await location.focus();
    await location.selectOption({ label: 'Loulé' });
    await expect(page).toHaveURL(/\/all\?location=2$/);
    await expect(page.getByText('4 partners')).toBeVisible();
    await expect(page.getByLabel('Location')).toBeFocused();

    // From a category page (cached route) to /all with a category (rendered per request).
    await page.goto('/wellness');
    await page.getByLabel('Category').focus();
    await page.getByLabel('Category').selectOption({ label: 'Boat tours' });
    await expect(page).toHaveURL(/\/all\?category=boat-tours$/);
    await expect(page.getByLabel('Category')).toBeFocused();
    await expect(page.getByLabel('Category')).toHaveValue('boat-tours');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('benagil');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/all\?q=benagil&category=boat-tours$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });

  test('a pick made the moment the filters hydrate, before their first effect, keeps focus on that filter', async ({
    page,
  }) => {
    // The page's hydration is React's first commit; the pick is made in a microtask after it, before the hydration's
    // passive effects, which React runs in a later task (a slow phone's window between the two).
    await announceReactCommits(page);
    await page.addInitScript(() => {
      let picked = false;
      window.addEventListener('react-commit', () => {
        const select = document.querySelector<HTMLSelectElement>('select[name="location"]');
        if (picked || !select) return;
        picked = true;
        queueMicrotask(() => {
          select.focus();
          select.value = '2';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        });
      });
    });
    await page.goto('/all');
    await expect(page).toHaveURL(/\/all\?location=2$/);
    await expect(page.getByText('4 partners')).toBeVisible();
    await expect(page.getByLabel('Location')).toBeFocused();
  });

  test('the town and category filters keep what the guest picked while the next listing loads', async ({ page }) => {
    await page.goto('/pt/all');
    await expect(page.getByText('34 parceiros')).toBeVisible();
    // Hold every filtered listing's response: the moment of loading lasts until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/pt\/all\?/, async (route) => {
      asked.push(new URL(route.request().url()).search);
      await held;
      await route.continue();
    });
    const town = page.getByLabel('Localidade');
    const category = page.getByLabel('Categoria');
    await town.selectOption({ label: 'Loulé' });
    await expect(page.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    await expect(town).toHaveValue('2');
    // A second pick in that moment keeps the first.
    await category.selectOption({ label: 'Visitas a vinhas' });
    await expect(town).toHaveValue('2');
    await expect(category).toHaveValue('winery-tours');
    // One listing in flight at a time: two could land in either order and the first pick's win. The second is asked
    // for once the first has landed.
    expect(asked.map((search) => search.split('&_rsc')[0])).toEqual(['?location=2']);
    release();
    await expect(page).toHaveURL(/\/pt\/all\?category=winery-tours&location=2$/);
    await expect(category).toBeFocused();
    await expect(page.getByText('1 parceiro', { exact: true })).toBeVisible();
    await expect(town).toHaveValue('2');
  });

  test("open now and today follow the guest's clock in Lisbon time, not the time the page was cached", async ({
    page,
  }) => {
    // Monday 13 July 2026, 11:30 UTC = 12:30 in Lisbon (summer time): lunch service is on.
    await page.clock.setFixedTime(new Date('2026-07-13T11:30:00Z'));
    await page.goto('/gastronomy/1');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByText('Open now')).toBeVisible();
    await expect(hours.getByRole('row', { name: /Monday.*today/ })).toHaveAttribute('aria-current', 'date');

    // Tuesday 13 January 2026, 13:00 UTC = 13:00 in Lisbon (winter time): closed all day. Same cached page.
    await page.clock.setFixedTime(new Date('2026-01-13T13:00:00Z'));
    await page.reload();
    await expect(hours.getByText('Closed now')).toBeVisible();
    await expect(hours.getByRole('row', { name: /Tuesday.*today/ })).toHaveAttribute('aria-current', 'date');
    await expect(hours.getByRole('row', { name: /Monday/ })).not.toHaveAttribute('aria-current', 'date');
    // The booking form's earliest date is that day too.
    await expect(page.getByLabel('Preferred date')).toHaveAttribute('min', '2026-01-13');
  });

  test('unfiltered listings and partner pages are cached pages; filtered listings are rendered per request', async ({
    request,
  }) => {
    for (const path of ['/boat-tours', '/pt/all', '/gastronomy/1', '/fr/gastronomy/1']) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
    for (const path of ['/pt/boat-tours?location=3', '/pt/all?q=sao']) {
      const filtered = await request.get(path);
      expect(filtered.status(), path).toBe(200);
      expect(filtered.headers()['x-nextjs-cache'], path).toBeUndefined();
      expect(filtered.headers()['cache-control'], path).toContain('no-store');
    }
    const vilamoura = await (await request.get('/pt/boat-tours?location=3')).text();
    expect(vilamoura).toContain('3 parceiros');
  });

  test('shows seasonal hours, two ranges and Closed in English', async ({ page }) => {
    await page.goto('/gastronomy/1');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('12:00–15:00 and 19:00–23:00');
    await expect(hours.getByRole('row', { name: /Tuesday/ })).toContainText('Closed');
    await page.goto('/activities/1');
    await expect(page.getByTestId('seasons')).toContainText('1 July – 31 August: 10:00–19:00 every day');
    await expect(page.getByTestId('seasons')).toContainText('Closed from 16 September to 31 May');
    await expect(page.getByText('3.5 € off a normal ticket', { exact: true })).toBeVisible(); // also in the booking message
  });

  test('hidden partners and unknown categories are not found and listed nowhere', async ({ page }) => {
    for (const path of ['/gastronomy/999', '/pt/gastronomy/1000', '/golf', '/gastronomy/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Page not found|Página não encontrada/ })).toBeVisible();
    }
    // The pt visit above saved Portuguese as the preferred language: stay explicit.
    await page.goto('/pt/all?q=rent+a+car');
    await expect(page.getByText('Nenhum parceiro corresponde à sua pesquisa.')).toBeVisible();
    await page.goto('/pt/gastronomy');
    await expect(page.getByRole('link', { name: /O Pescador da Marina/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Golf Club|Rent a Car/ })).toHaveCount(0);
  });

  test('a partner with an external booking page: the listing links there and its detail URL redirects', async ({
    page,
    request,
  }) => {
    await page.goto('/boat-tours');
    const link = page.getByRole('link', { name: /Benagil Cave Explorer/ });
    await expect(link).toHaveAttribute('href', 'https://booking.benagilexplorer.example/members');
    await expect(link).toHaveAttribute('target', '_blank');
    // The partner page is a cached page: the first answer is rendered, the next ones come from the cache.
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get('/boat-tours/2', { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      // Next 16.4 repeats the Location header (same value) on the first, rendered answer; browsers accept that.
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
      expect(locations.length).toBeGreaterThan(0);
      for (const { value } of locations) expect(value).toBe('https://booking.benagilexplorer.example/members');
    }
    // A browser following an old link goes on to the booking page (which cannot load here: the tests run offline).
    const booking = page.waitForRequest('https://booking.benagilexplorer.example/members');
    await page.goto('/boat-tours/2').catch(() => undefined);
    await booking;
  });

  test('a submitted review appears at once with the average; a booking request is sent', async ({ page }) => {
    // Unique text: the data cache under .next/ may outlive the e2e database, so earlier runs' reviews can show.
    const comment = `Best piri-piri chicken <b>ever</b> (${Date.now()}).`;
    await page.goto('/gastronomy/3');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please choose a rating from 1 to 5')).toBeVisible();
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Your name').fill('Marie');
    await form.getByLabel('Comment').fill(comment);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your review is published.');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(comment)).toBeVisible();
    await expect(reviews.getByText(/[\d.]+ out of 5 from \d+ reviews?$/)).toBeVisible();
    await expect(reviews.getByText('No reviews yet. Be the first to write one.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);

    const booking = page.getByRole('form', { name: 'Booking request' });
    await expect(booking.getByLabel('Message')).toHaveValue(/Churrasqueira da Avó.*5% discount for members/);
    await booking.getByLabel('Name').fill('Marie Dupont');
    await booking.getByLabel('E-mail').fill('marie@example.com');
    await booking.getByLabel('Phone').fill('+33 6 12 34 56 78');
    await booking.getByLabel('Preferred date').fill(lisbonDay(30));
    await booking.getByLabel('Number of people').fill('3');
    await booking.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you! Our team has your request and will reply by e-mail.')).toBeVisible();
  });
});

test.describe('search engines (docs/decisions/03-partner-directory.md §6)', () => {
  test('partner pages carry localized metadata and LocalBusiness JSON-LD; products carry Product JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto('/fr/gastronomy/1');
    // One set of hreflang alternates, in the page on SITE_URL; no second set in a Link header on another origin.
    expect(response?.headers().link).toBeUndefined();
    await expect(page).toHaveTitle(/^O Pescador da Marina \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/gastronomy\/1$/);
    for (const [hreflang, suffix] of [
      ['en', '/gastronomy/1'],
      ['fr', '/fr/gastronomy/1'],
      ['pt', '/pt/gastronomy/1'],
      ['x-default', '/gastronomy/1'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${suffix}$`),
      );
    }
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/partners\/gastronomy-1\/1\.webp$/,
    );
    const partner = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(partner).toMatchObject({
      '@type': 'Restaurant',
      name: 'O Pescador da Marina',
      address: { '@type': 'PostalAddress', addressCountry: 'PT' },
      geo: { '@type': 'GeoCoordinates' },
      servesCuisine: 'Fruits de mer',
    });
    expect(partner.openingHoursSpecification.length).toBeGreaterThan(6);

    await page.goto('/shopping/item/4');
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: { priceCurrency: 'EUR', price: '12.00', availability: 'https://schema.org/OutOfStock' },
    });
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
      'href',
      /\/pt\/shopping\/item\/4$/,
    );
  });

  test('the sitemap lists localized pages, categories, visible partners and products; robots keeps only staff pages out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/all',
      '/fr/all',
      '/pt/wellness',
      '/gastronomy/1',
      '/pt/chef-at-home/9',
      '/fr/shopping/item/1',
    ]) {
      expect(sitemap, path).toContain(`${path}</loc>`);
    }
    expect(sitemap).toContain('hreflang="x-default"');
    for (const path of ['/gastronomy/999', '/gastronomy/1000', '/boat-tours/2<'])
      expect(sitemap, path).not.toContain(path);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /backoffice');
    // docs/decisions/15-framework-ratios.md §4: the checkout stays crawlable, so that crawlers read its noindex.
    expect(robots).not.toContain('checkout');
    for (const path of ['/checkout', '/pt/checkout']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
  });
});
