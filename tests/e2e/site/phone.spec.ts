import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectFits, watchErrors } from '../support/phone';
import { cardLinkToken } from '@/lib/membership/cards/card-link';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { products, saveCart } from '../support/shop';

// Every page fits a phone (docs/style.md habit 12): each public page type in en, fr and pt, at 390 x 844 (every staff page: in
// the staff pages' walk of tests/e2e/site/accessibility.spec.ts), including the checkout with its pickup slots loaded, Order Complete and the status of a collected order,
// a member card before and during its stay, the partner's counter and ledger, and a partner with a very long name; the
// content pages (access, about, partnership, contact) show their heading and document title in each language. A
// page fails on a document wider than the screen, a broken image, a raw message key or template code on screen, or a
// page error. With PHONE_SCREENSHOTS=1 each page leaves a screenshot in the test's output folder, to be looked at
// (a failure leaves one anyway: playwright.config.ts).

test.use({ viewport: { width: 390, height: 844 } });
// Its long-named partner is a visible one: the specs that count the directory's partners wait for it (the lock).
test.describe.configure({ timeout: 120_000, lock: 'visible-partners' });

const db = e2eDatabase();
const longName = 'Associação Cultural e Recreativa dos Pescadores Tradicionais da Marina de Vilamoura e Arredores';
let partnerId: number;
let partnerNumber: number;

test.beforeAll(async () => {
  ({ id: partnerId, number: partnerNumber } = await createE2ePartner(db, {
    categorySlug: 'boat-tours',
    name: longName,
    address: 'Marina de Vilamoura, 8125-409 Quarteira',
    descriptionEn: 'Boat trips with local fishermen.',
    descriptionFr: 'Sorties en mer avec des pêcheurs.',
    descriptionPt: 'Passeios de barco com pescadores.',
    mapsUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3179!2d-8.12!3d37.07',
  }));
});

test.afterAll(async () => {
  await db.partner.delete({ where: { id: partnerId } });
  await db.$disconnect();
});

const guests = [
  {
    locale: 'en',
    prefix: '',
    browserLocale: 'en-GB',
    labels: { date: 'Pickup date', time: 'Pickup time' },
    submit: 'Place order',
    done: 'Order Complete',
    names: ['First name', 'Last name', 'E-mail', 'Phone'],
    places: 'Vilamoura office or Quarteira office',
    // Each content page's heading, which is also its document title.
    titles: {
      access: 'Access your member benefits',
      about: 'Did you know...',
      partnership: 'Become a partner',
      contact: 'Contact',
    },
  },
  {
    locale: 'fr',
    prefix: '/fr',
    browserLocale: 'fr-FR',
    labels: { date: 'Date de retrait', time: 'Heure de retrait' },
    submit: 'Passer la commande',
    done: 'Commande terminée',
    names: ['Prénom', 'Nom', 'E-mail', 'Téléphone'],
    places: 'Bureau de Vilamoura ou Bureau de Quarteira',
    // Each content page's heading, which is also its document title.
    titles: {
      access: 'Accéder à vos avantages membres',
      about: 'Le saviez-vous...',
      partnership: 'Devenir partenaire',
      contact: 'Contact',
    },
  },
  {
    locale: 'pt',
    prefix: '/pt',
    browserLocale: 'pt-PT',
    labels: { date: 'Data de levantamento', time: 'Hora de levantamento' },
    submit: 'Fazer encomenda',
    done: 'Encomenda concluída',
    names: ['Nome próprio', 'Apelido', 'E-mail', 'Telefone'],
    places: 'Escritório de Vilamoura ou Escritório de Quarteira',
    // Each content page's heading, which is also its document title.
    titles: {
      access: 'Aceder às suas vantagens de membro',
      about: 'Sabia que...',
      partnership: 'Torne-se parceiro',
      contact: 'Contacto',
    },
  },
] as const;

for (const guest of guests) {
  test.describe(`a guest's phone in ${guest.locale}`, () => {
    // Orders are limited per client address: each language sends an address of its own.
    test.use({
      locale: guest.browserLocale,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${randomInt(1, 250)}` },
    });

    test(`every public page type fits, and a guest reaches Order Complete (${guest.locale})`, async ({ page }) => {
      const errors = watchErrors(page);
      const pages = [
        ['home', '/'],
        ['advantages', '/all'],
        ['category', '/boat-tours'],
        ['partner-long-name', `/boat-tours/${partnerNumber}`],
        ['shop', '/shopping'],
        ['product', `/shopping/item/${products.salt.id}`],
        ['access', '/access'],
        ['card-again', '/card'],
        ['partnership', '/partnership'],
        ['about', '/about'],
        ['contact', '/contact'],
        ['privacy', '/privacy'],
        ['not-found', '/no-such-page/here'],
      ] as const;
      for (const [name, path] of pages) {
        await page.goto(`${guest.prefix}${path === '/' && guest.prefix ? '' : path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', guest.locale);
        await expectFits(page, `${guest.locale}-${name}`, errors);
        const title = guest.titles[name as keyof typeof guest.titles];
        if (title) {
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(title.replace(/\./g, '\\.')));
        }
        if (name === 'partner-long-name') {
          await expect(page.getByRole('heading', { level: 1, name: longName })).toBeVisible();
          await expect(page.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
            'href',
            /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
          );
        }
        if (name === 'shop') await expect(page.getByRole('main')).toContainText(guest.places);
      }

      await saveCart(page, [
        { productId: products.salt.id, quantity: 2, name: products.salt.en, price: '6.50', stock: 25 },
      ]);
      await page.goto(`${guest.prefix}/checkout`);
      await expect(page.locator('#pickupLocation')).toHaveValue('vilamoura-office');
      // The second day offered: today's first slot may pass while the form is filled.
      const day = page.getByLabel(guest.labels.date, { exact: true });
      await expect(day.locator('option').nth(2)).toBeAttached();
      await day.selectOption((await day.locator('option').nth(2).getAttribute('value'))!);
      const time = page.getByLabel(guest.labels.time, { exact: true });
      await expect(time.locator('option').nth(1)).toBeAttached();
      await time.selectOption((await time.locator('option').nth(1).getAttribute('value'))!);
      await expectFits(page, `${guest.locale}-checkout-slots-loaded`, errors);
      const values = [
        'Ana',
        'Silva',
        `phone-${guest.locale}-${Date.now().toString(36)}@example.com`,
        '+351 912 345 678',
      ];
      for (const [index, label] of guest.names.entries())
        await page.getByLabel(label, { exact: true }).fill(values[index]);
      await page.getByRole('button', { name: guest.submit }).click();
      await expect(page.getByRole('heading', { name: guest.done })).toBeVisible();
      await expectFits(page, `${guest.locale}-order-complete`, errors);
      // The same status page once the order is collected: no number to bring, no calendar entry.
      const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
      await db.order.update({ where: { orderNumber }, data: { status: 'collected' } });
      await page.reload();
      await expectFits(page, `${guest.locale}-order-collected`, errors);

      // A member card during its stay (today to three days on) and one whose stay is ahead.
      const card = (arrivalInDays: number) =>
        db.memberCard.create({
          data: {
            guestName: `Telemóvel ${guest.locale}`,
            email: `card-${guest.locale}-${randomUUID().slice(0, 8)}@example.com`,
            locale: guest.locale,
            arrival: new Date(Date.now() + arrivalInDays * 86_400_000),
            departure: new Date(Date.now() + (arrivalInDays + 3) * 86_400_000),
            partySize: 2,
          },
        });
      for (const [name, arrivalInDays] of [
        ['card', 0],
        ['card-ahead', 20],
      ] as const) {
        await page.goto(`${guest.prefix}/card/${cardLinkToken((await card(arrivalInDays)).id)}`);
        await expectFits(page, `${guest.locale}-${name}`, errors);
      }
    });

    test(`the partner's counter and ledger fit (${guest.locale})`, async ({ page, context, baseURL }) => {
      const errors = watchErrors(page);
      const user = await db.partnerUser.create({
        data: {
          partnerId,
          email: `counter-${guest.locale}-${randomUUID().slice(0, 8)}@example.com`,
          locale: guest.locale,
        },
      });
      const sessionToken = randomUUID();
      await db.partnerSession.create({
        data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
      });
      await context.addCookies([{ name: 'partner-session', value: sessionToken, url: baseURL! }]);
      for (const [name, path] of [
        ['counter', '/partner'],
        ['ledger', '/partner/ledger'],
      ] as const) {
        await page.goto(`${guest.prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', guest.locale);
        await expectFits(page, `${guest.locale}-partner-${name}`, errors);
      }
    });
  });
}
