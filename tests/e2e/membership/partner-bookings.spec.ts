// docs/membership.md "Booking requests to the partner", against the production build: a French guest on a phone asks a
// partner that answers its own requests; its Portuguese user proposes another time in its area; the guest reads the
// answer on the status page of the link e-mailed to them; staff see it in the inbox. Another partner's user cannot
// answer it, posting the action from outside.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { expectFits, watchErrors } from '../support/phone';
import { lisbonDay } from '../support/shop';
import { newStaffAccount, startStaffSession } from '../support/staff';
import { buildActions, postAction } from '../staff/server-actions';

const db = e2eDatabase();
test.afterAll(() => db.$disconnect());

/** A partner that answers its own requests, with a signed-in user in Portuguese. */
async function directPartner(name: string) {
  const run = randomUUID().slice(0, 8);
  const { id: partnerId, number } = await createE2ePartner(db, {
    categorySlug: 'gastronomy',
    name: `${name} ${run}`,
    bookingDirect: true,
  });
  const user = await db.partnerUser.create({ data: { partnerId, email: `reservas-${run}@example.com`, locale: 'pt' } });
  const sessionToken = randomUUID();
  await db.partnerSession.create({
    data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
  });
  return { partnerId, name: `${name} ${run}`, email: user.email, publicPath: `/gastronomy/${number}`, sessionToken };
}

/** The status link in the newest e-mail of `template` to `to`. */
async function statusLink(to: string, template: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const email = await db.outboxEmail.findFirst({ where: { to, template }, orderBy: { id: 'desc' } });
    link = /https?:\/\/[^"]+\/booking\/[^"]+/.exec(email?.html ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a guest asks, the partner proposes another time, the guest reads it; staff see it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const partner = await directPartner('Grelha do Cais');
  const guest = `claire-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto(`/fr${partner.publicPath}`);
  const form = page.getByRole('form', { name: 'Demande de réservation' });
  await expect(form).toContainText(`${partner.name} répond lui-même aux demandes de réservation`);
  await form.getByLabel('Nom', { exact: true }).fill('Claire Martin');
  await form.getByLabel('E-mail').fill(guest);
  await form.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await form.getByLabel('Date souhaitée').fill(lisbonDay(30));
  await form.getByLabel('Nombre de personnes').fill('4');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByRole('status')).toContainText(`${partner.name} a reçu votre demande`);

  const status = await statusLink(guest, 'booking-guest-sent');
  expect(status).toMatch(/^\/fr\/booking\//);
  await page.goto(status);
  await expect(page.getByTestId('booking-state')).toHaveText(
    `Envoyée à ${partner.name}\u00a0: en attente de sa réponse.`,
  );

  // The partner's user, in Portuguese, from the counter.
  await page.context().addCookies([{ name: 'partner-session', value: partner.sessionToken, url: baseURL! }]);
  await page.goto('/pt/partner');
  await page.getByRole('link', { name: 'Pedidos de reserva' }).click();
  const request = page.getByTestId('partner-bookings').getByRole('listitem').first();
  await expect(request).toContainText('Claire Martin');
  await expect(request.getByTestId('booking-state')).toContainText('À espera da sua resposta');
  await expectFits(page, 'partner-bookings-pt', errors);
  await expectNoViolations(page);
  await request.getByRole('radio', { name: 'Propor outro horário' }).check();
  await request.getByLabel('Outro dia (para propor outro horário)').fill(lisbonDay(31));
  await request.getByLabel('Outra hora').fill('21:30');
  await request.getByLabel('Nota para o cliente (opcional)').fill('Esplanada cheia às 20h.');
  await request.getByRole('button', { name: 'Enviar a resposta' }).click();
  await expect(page.getByText('Resposta enviada: o cliente recebe-a por e-mail.')).toBeVisible();
  await expect(request.getByTestId('booking-state')).toContainText('Propôs');

  // The guest reads the answer from the link of the answer's e-mail, in French.
  await page.goto(await statusLink(guest, 'booking-guest-answer'));
  await expect(page.getByTestId('booking-state')).toHaveText(`${partner.name} propose un autre horaire.`);
  await expect(page.getByText('à 21:30')).toBeVisible();
  await expect(page.getByText('Esplanada cheia às 20h.')).toBeVisible();
  await expectFits(page, 'booking-status-fr', errors);
  await expectNoViolations(page);
  // The partner's page and the status page in the two other languages of each.
  for (const [path, heading] of [
    ['/fr/partner/bookings', 'Demandes de réservation'],
    ['/en/partner/bookings', 'Booking requests'],
    [status.replace(/^\/fr/, '/pt'), 'O seu pedido de reserva'],
    [status.replace(/^\/fr/, '/en'), 'Your booking request'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectFits(page, `booking${path.slice(0, 20).replaceAll('/', '-')}`, errors);
  }
  // A forged link finds nothing.
  expect((await page.goto(status.replace(/~.*/, `~${'A'.repeat(43)}`)))?.status()).toBe(404);

  await startStaffSession(page, await newStaffAccount('reservas', 'pt'));
  await page.goto('/backoffice/inbox');
  const entry = page.getByRole('listitem').filter({ hasText: guest });
  await expect(entry.getByTestId('booking-answer')).toHaveText(
    'O parceiro propôs outro horário · Esplanada cheia às 20h.',
  );
});

test("another partner's user cannot answer a request, even naming it", async ({ baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const origin = new URL(baseURL!).origin;
  const [ours, theirs] = [await directPartner('Nosso'), await directPartner('Outro')];
  const request = await db.bookingRequest.create({
    data: {
      partnerId: ours.partnerId,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      partySize: 2,
      message: '',
      direct: true,
    },
  });
  const [action] = buildActions({ ids: { draft: 0 } } as never).filter(
    (candidate) => candidate.name === 'answerBookingAction',
  );
  const answer = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ locale: 'en', id: String(request.id), answer: 'declined', note: 'x' }))
      data.set(name, value);
    return [null, data];
  };
  const refused = await postAction(api, origin, action, answer(), `partner-session=${theirs.sessionToken}`);
  expect(refused.text).toContain('This request was answered already, or is not yours.');
  const anonymous = await postAction(api, origin, action, answer());
  expect(anonymous.text).not.toMatch(/"status":"done"/);
  expect(await db.bookingRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ answeredAt: null });
  // The control: the partner's own user gets it done.
  const done = await postAction(api, origin, action, answer(), `partner-session=${ours.sessionToken}`);
  expect(done.text).toMatch(/"status":"done"/);
  expect(await db.bookingRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
    answer: 'declined',
  });
  await api.dispose();
});
