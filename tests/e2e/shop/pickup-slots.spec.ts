import { randomInt, randomUUID } from 'node:crypto';
import { addDays, format, getDay, parseISO } from 'date-fns';
import { expect, test } from '@playwright/test';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { publicHolidays } from '@/lib/shop/pickup/pickup-holidays';
import { isPublicHoliday } from '../../fixtures/orders';
import { newStaffAccount, startStaffSession } from '../support/staff';
import { e2eDatabase } from '../support/e2e-database';
import { addToCart, products } from '../support/shop';

// docs/decisions/13-pickup-order-journey.md §3: real pickup slots, chosen at checkout by a French guest on a phone and set by staff.
// Orders are limited per client address: these tests send an address of their own.
test.use({
  viewport: { width: 390, height: 844 },
  extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(1, 250)}` },
});

/** The first day after `after` ("YYYY-MM-DD") that is not a Sunday or a public holiday. */
function openDayAfter(after: string) {
  let day = addDays(parseISO(after), 1);
  while (getDay(day) === 0 || isPublicHoliday(format(day, 'yyyy-MM-dd'))) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}

/** The first day at least `from` days after today in Lisbon that is not a Sunday, "YYYY-MM-DD". */
const openDay = (from: number) => openDayAfter(format(addDays(parseISO(lisbonToday()), from - 1), 'yyyy-MM-dd'));

/** A pickup place of the test's own (Monday to Saturday, 10:00-12:00, 30-minute slots, one order each). */
async function createPlace(closed: string) {
  const db = e2eDatabase();
  try {
    const key = `e2e-office-${randomUUID().slice(0, 6)}`;
    await db.pickupPlace.create({
      data: {
        key,
        address: 'Rua do Teste 1, 8125 Quarteira',
        capacity: 1,
        minNoticeMinutes: 0,
        position: 90,
        hours: { create: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '10:00', closesAt: '12:00' })) },
        closedDates: { create: [{ date: new Date(`${closed}T00:00:00Z`), note: 'Feriado' }] },
      },
    });
    return key;
  } finally {
    await db.$disconnect();
  }
}

/** Another guest's pending order in a slot (it takes the slot's one place). */
async function takeSlot(pickupLocation: string, day: string, pickupTime: string) {
  const db = e2eDatabase();
  try {
    const id = randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();
    await db.order.create({
      data: {
        orderNumber: `CDE2E${id}`,
        idempotencyKey: randomUUID(),
        customerName: 'Outro Cliente',
        customerEmail: `outro-${id}@example.com`,
        customerPhone: '+351 910 000 000',
        customerAddress: '',
        customerCity: '',
        customerPostalCode: '',
        customerCountry: '',
        pickupLocation,
        pickupDate: new Date(`${day}T00:00:00Z`),
        pickupTime,
        pickupMinutes: 30,
        totalAmount: '6.50',
      },
    });
  } finally {
    await db.$disconnect();
  }
}

test('a French guest on a phone sees only open, free slots, and gets a fresh choice when one is refused (docs/decisions/13-pickup-order-journey.md §2, §3)', async ({
  page,
}) => {
  const closed = openDay(2);
  const day = openDayAfter(closed);
  const key = await createPlace(closed);
  await takeSlot(key, day, '10:00');

  await addToCart(page, products.salt);
  await page.goto('/fr/checkout');
  // Pickup asks only what it needs: the billing details are collapsed and optional.
  await expect(page.getByText('Coordonnées de facturation (facultatives)')).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toBeHidden();
  const guest = {
    Prénom: 'Inès',
    Nom: 'Moreau',
    'E-mail': `ines-${randomUUID().slice(0, 6)}@example.com`,
    Téléphone: '+33 6 12 34 56 78',
  };
  for (const [label, value] of Object.entries(guest)) await page.getByLabel(label, { exact: true }).fill(value);
  const location = page.getByLabel('Lieu de retrait', { exact: true });
  await expect(location.locator(`option[value="${key}"]`)).toBeAttached();
  await location.selectOption(key);
  const date = page.getByLabel('Date de retrait', { exact: true });
  const time = page.getByLabel('Heure de retrait', { exact: true });
  // The closed date is not offered; in the day offered, the full 10:00 slot is not either.
  await expect(date.locator(`option[value="${day}"]`)).toBeAttached();
  await expect(date.locator(`option[value="${closed}"]`)).toHaveCount(0);
  await date.selectOption(day);
  await expect(time.locator('option')).toHaveText(['Choisir…', '10:30–11:00', '11:00–11:30', '11:30–12:00']);
  await time.selectOption('10:30');

  // A closed date forced into the request is refused by the server.
  await page.route('**/fr/checkout', async (route) => {
    const body = route.request().postData() ?? '';
    if (route.request().method() !== 'POST' || !body.includes(`"pickupDate":"${day}"`)) return route.continue();
    await route.continue({
      postData: body.replace(
        `"pickupDate":"${day}","pickupTime":"10:30"`,
        `"pickupDate":"${closed}","pickupTime":"10:00"`,
      ),
    });
  });
  const place = page.getByRole('button', { name: 'Passer la commande' });
  // The refusal makes the checkout load the free slots again: that must arrive before the next guest takes 10:30,
  // or the fresh list would already lack 10:30 and the form would clear the time before the next step sends it.
  const reloaded = page.waitForResponse((response) => response.url().includes('/api/pickup-slots'));
  await place.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Le point de retrait n'est pas ouvert à cette heure. Veuillez choisir une autre heure." }),
  ).toBeVisible();
  await reloaded;
  await page.unroute('**/fr/checkout');

  // Another guest takes 10:30 while this one is still choosing: a clear message, and 10:30 is no longer offered.
  await expect(time).toHaveValue('10:30');
  await takeSlot(key, day, '10:30');
  await place.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Ce créneau de retrait vient d'être complet. Veuillez choisir une autre heure." }),
  ).toBeVisible();
  await expect(time.locator('option')).toHaveText(['Choisir…', '11:00–11:30', '11:30–12:00']);
  await expect(time).toHaveValue('');
  await time.selectOption('11:00');
  await place.click();
  await expect(page.getByRole('heading', { name: 'Commande terminée' })).toBeVisible();
  await expect(page.getByTestId('pickup-slot')).toHaveText('11:00–11:30');
});

/** The pickup settings page in the staff member's language (the account keeps it; docs/decisions/12-staff-run-directory.md §7). */
const staffText = {
  en: {
    title: 'Pickup settings',
    addTo: (name: string) => `Add a closed date to ${name}`,
    closedOn: 'Closed on',
    note: 'Note (for staff)',
    add: 'Add closed date',
    added: 'Closed date added: the checkout no longer offers that day.',
    openHoliday: 'Open this day',
    closeHoliday: 'Close again',
  },
  fr: {
    title: 'Réglages du retrait',
    addTo: (name: string) => `Ajouter un jour de fermeture à ${name}`,
    closedOn: 'Fermé le',
    note: "Note (pour l'équipe)",
    add: 'Ajouter un jour de fermeture',
    added: 'Jour de fermeture ajouté : la commande en ligne ne propose plus ce jour.',
    openHoliday: 'Ouvrir ce jour',
    closeHoliday: 'Fermer à nouveau',
  },
  pt: {
    title: 'Definições de levantamento',
    addTo: (name: string) => `Adicionar um dia de encerramento a ${name}`,
    closedOn: 'Fechado em',
    note: 'Nota (para a equipa)',
    add: 'Adicionar dia de encerramento',
    added: 'Dia de encerramento adicionado: o checkout deixa de oferecer esse dia.',
    openHoliday: 'Abrir neste dia',
    closeHoliday: 'Voltar a fechar',
  },
};

test('staff close a day in the backoffice and the checkout stops offering it (docs/decisions/13-pickup-order-journey.md §3)', async ({
  page,
}) => {
  const closed = openDay(2);
  const key = await createPlace(closed);
  const day = openDay(5);
  const db = e2eDatabase();
  const account = await newStaffAccount();
  const staff = await db.adminUser.findUniqueOrThrow({ where: { email: account.email }, select: { locale: true } });
  await db.$disconnect();
  const t = staffText[staff.locale as keyof typeof staffText];
  const offered = async () => {
    // A new connection each time: a kept-alive socket the server closes after 5 s idle is reset when reused.
    const answer = await page.request.get('/api/pickup-slots', { headers: { connection: 'close' } });
    expect(answer.headers()['cache-control']).toContain('no-store');
    const { places } = (await answer.json()) as { places: { key: string; days: { date: string }[] }[] };
    return places.find((entry) => entry.key === key)!.days.map((entry) => entry.date);
  };
  expect(await offered()).toContain(day);

  await startStaffSession(page, account);
  await page.goto('/backoffice/pickup-settings');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  const form = page.getByRole('form', { name: t.addTo(key) });
  await form.getByLabel(t.closedOn).fill(day);
  await form.getByLabel(t.note).fill('Formação da equipa');
  await form.getByRole('button', { name: t.add }).click();
  await expect(form.getByRole('status')).toHaveText(t.added);
  await expect(page.getByText('Formação da equipa')).toBeVisible();
  expect(await offered()).not.toContain(day);

  // Public holidays are closed without a closed date; staff open the next one from its row (which then offers to close
  // it), and the place keeps that day as opened. Whether the checkout then offers the day depends on the date (is the
  // holiday in the booking window, on a weekday?): that runs on fixed clocks in pickup-settings.test.ts.
  const holiday = publicHolidays(null, lisbonToday(), lastBookingDate())[0].date;
  const place = page.getByRole('region', { name: key });
  await place
    .getByRole('button', { name: new RegExp(`^${t.openHoliday}|${key}`) })
    .first()
    .click();
  await expect(place.getByRole('button', { name: new RegExp(key) }).first()).toHaveText(t.closeHoliday);
  const opened = e2eDatabase();
  try {
    const days = await opened.pickupClosedDate.findMany({ where: { place: { key }, open: true } });
    expect(days.map((entry) => entry.date.toISOString().slice(0, 10))).toEqual([holiday]);
  } finally {
    await opened.$disconnect();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
