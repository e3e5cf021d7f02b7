// docs/membership.md "The partner keeps its page", against the production build: a partner's manager keeps its hours,
// special days and blackout dates (public at once) and proposes its texts, which staff approve; a counter-only user
// and a manager aiming at another partner get nothing done, posting every action of the page from outside.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { expectFits, watchErrors } from '../support/phone';
import { lisbonDay } from '../support/shop';
import { startStaffSession, newStaffAccount } from '../support/staff';
import { buildActions, postAction } from '../staff/server-actions';

const db = e2eDatabase();
test.afterAll(() => db.$disconnect());

/** A partner of its own with a user of `role` signed in: the partner, its public path and the session token. */
async function partnerUser(role: 'manager' | 'counter', name: string) {
  const run = randomUUID().slice(0, 8);
  const { id: partnerId, number } = await createE2ePartner(db, { categorySlug: 'gastronomy', name: `${name} ${run}` });
  const user = await db.partnerUser.create({ data: { partnerId, email: `${role}-${run}@example.com`, role } });
  const sessionToken = randomUUID();
  await db.partnerSession.create({
    data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
  });
  return { partnerId, email: user.email, publicPath: `/gastronomy/${number}`, sessionToken };
}

const signInAs = (page: Page, baseURL: string, sessionToken: string) =>
  page.context().addCookies([{ name: 'partner-session', value: sessionToken, url: baseURL }]);

/** What a manager's writes could change: the partner's row and its proposals. */
const partnerState = async (partnerId: number) =>
  JSON.stringify([
    await db.partner.findUniqueOrThrow({
      where: { id: partnerId },
      select: { openingHours: true, seasons: true, specialDays: true, offerRules: true, descriptionPt: true },
    }),
    await db.partnerProposal.count({ where: { partnerId } }),
  ]);

test.describe('a manager keeps the page, on a phone in Portuguese', () => {
  test.use({ locale: 'pt-PT', viewport: { width: 390, height: 844 } });

  test('hours, a special day, a blackout date and texts; staff approve; guests see it', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const manager = await partnerUser('manager', 'Tasca da Marina');
    await signInAs(page, baseURL!, manager.sessionToken);
    await page.goto('/pt/partner');
    await page.getByRole('link', { name: 'A nossa página' }).click();
    await expect(page).toHaveURL(/\/pt\/partner\/listing$/);
    await expectFits(page, 'partner-listing-pt', errors);
    await expectNoViolations(page);

    // Closed on Mondays, published at once.
    await page.getByLabel('Horário de segunda-feira').first().selectOption({ label: 'Fechado' });
    await page.getByRole('button', { name: 'Guardar o horário' }).click();
    await expect(page.getByText('Horário guardado: os clientes já o veem.')).toBeVisible();

    // A day two months ahead (always to come, whatever day the suite runs) with short hours, and the next day without
    // the offer, as a manager types them; the page writes them in words as pt-PT does.
    const [special, blackout] = [lisbonDay(60), lisbonDay(61)];
    const inWords = (day: string) =>
      new Intl.DateTimeFormat('pt-PT', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
    await page.locator('#special-date').fill(special);
    await page.locator('#special-kind').selectOption('hours');
    await page.locator('#special-open').fill('10:00');
    await page.locator('#special-close').fill('14:00');
    await page.getByRole('button', { name: 'Adicionar o dia especial' }).click();
    await expect(page.getByText('Dia especial guardado: os clientes já o veem.')).toBeVisible();
    await expect(page.getByTestId('managed-special-days')).toContainText(`${inWords(special)}: 10:00–14:00`);

    await page.locator('#blackout-date').fill(blackout);
    await page.getByRole('button', { name: 'Adicionar a data' }).click();
    await expect(page.getByTestId('managed-blackout-dates')).toContainText(inWords(blackout));

    await page.locator('#descriptionPt').fill('Peixe fresco grelhado, à beira da marina.');
    await page.getByRole('button', { name: 'Enviar à equipa' }).click();
    await expect(page.getByTestId('proposal-status')).toContainText('à espera da equipa');
    await expectFits(page, 'partner-listing-pt-saved', errors);

    // The public page: Monday closed, the special day in words and in the JSON-LD; the texts not yet.
    await page.goto(`/pt${manager.publicPath}`);
    const hours = page.locator('section[aria-labelledby="opening-hours"]');
    await expect(hours.getByRole('row', { name: /Segunda-feira/ })).toContainText('Fechado');
    await expect(hours.getByTestId('special-days')).toContainText(`${inWords(special)}: 10:00–14:00`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain(
      `"specialOpeningHoursSpecification":[{"@type":"OpeningHoursSpecification","validFrom":"${special}","validThrough":"${special}","opens":"10:00","closes":"14:00"}]`,
    );
    await expect(page.getByText('Peixe fresco grelhado')).toHaveCount(0);

    // Staff approve; the page shows the texts at once; the activity log names the manager.
    await startStaffSession(page, await newStaffAccount('propostas', 'pt'));
    await page.goto(`/backoffice/partners/${manager.partnerId}`);
    const review = page.getByTestId('proposal-review');
    await expect(review).toContainText('Peixe fresco grelhado, à beira da marina.');
    await review.getByRole('button', { name: 'Aprovar e publicar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Publicado: a página do parceiro mostra' })).toBeVisible();
    await expect(review).toHaveCount(0);
    await page.goto(`/pt${manager.publicPath}`);
    await expect(page.getByText('Peixe fresco grelhado, à beira da marina.').first()).toBeVisible();
    await page.goto('/backoffice/activity');
    await expect(page.getByText(`${manager.email} alterou o horário de`)).toBeVisible();

    // The manager reads the decision; the page fits and passes axe in the two other languages.
    await page.goto('/pt/partner/listing');
    await expect(page.getByTestId('proposal-status')).toContainText('Publicado pela equipa');
    for (const [path, heading] of [
      ['/fr/partner/listing', 'Notre page'],
      ['/en/partner/listing', 'Our page'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expectFits(page, `partner-listing${path.replaceAll('/', '-')}`, errors);
      await expectNoViolations(page);
    }
  });
});

test('every action of the page refuses a counter-only user and never reaches another partner', async ({
  baseURL,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const origin = new URL(baseURL!).origin;
  const [counter, manager, other] = [
    await partnerUser('counter', 'Balcão'),
    await partnerUser('manager', 'Gestor'),
    await partnerUser('manager', 'Vizinho'),
  ];
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    // The other partner's id, which no action reads: the partner comes from the session.
    for (const [name, value] of Object.entries({ locale: 'en', partnerId: String(other.partnerId), ...fields }))
      data.set(name, value);
    return data;
  };
  const week = JSON.stringify(
    Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { kind: 'closed' }])),
  );
  const posts: Record<string, () => FormData> = {
    saveManagedHoursAction: () => form({ openingHours: week, seasons: '[]' }),
    saveSpecialDayAction: () => form({ date: '2030-12-24', kind: 'closed' }),
    changeBlackoutDateAction: () => form({ date: '2030-12-31', change: 'add' }),
    proposeTextsAction: () => form({ descriptionPt: 'Texto de fora' }),
    removeSpecialDayAction: () => form({ date: '2030-12-24' }),
  };
  const actions = buildActions({ ids: { draft: 0 } } as never).filter((action) =>
    action.file.includes('partner-page-actions'),
  );
  expect(actions.map((action) => action.name).sort(), 'the page actions, each posted below').toEqual(
    Object.keys(posts).sort(),
  );
  /** Posts the action's form, with a partner session or none. */
  const post = (action: (typeof actions)[number], session?: string) =>
    postAction(api, origin, action, [null, posts[action.name]()], session && `partner-session=${session}`);
  const before = [await partnerState(counter.partnerId), await partnerState(other.partnerId)];
  for (const action of actions) {
    const answer = await post(action, counter.sessionToken);
    expect(answer.text, action.name).toContain('Only a manager of this business can edit its page');
    // Anonymous: sent to the sign-in page.
    const anonymous = await post(action);
    expect(anonymous.text, action.name).not.toMatch(/"status":"done"/);
  }
  expect([await partnerState(counter.partnerId), await partnerState(other.partnerId)]).toEqual(before);

  // The control: the manager's session gets each done, on its own partner only.
  const managerBefore = await partnerState(manager.partnerId);
  for (const action of actions) {
    const answer = await post(action, manager.sessionToken);
    expect(answer.text, action.name).toMatch(/"status":"done"/);
  }
  expect(await partnerState(manager.partnerId)).not.toBe(managerBefore);
  expect(await partnerState(other.partnerId)).toBe(before[1]);

  // A counter-only user's page says who can edit, and the counter shows no link to it.
  const listing = await api.get('/partner/listing', { headers: { Cookie: `partner-session=${counter.sessionToken}` } });
  expect(await listing.text()).toContain('Only a manager of this business can edit its page.');
  const counterPage = await api.get('/partner', { headers: { Cookie: `partner-session=${counter.sessionToken}` } });
  expect(await counterPage.text()).not.toContain('/partner/listing');
  await api.dispose();
});
