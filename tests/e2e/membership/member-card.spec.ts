// docs/membership.md: staff issue a card, the guest opens it on a phone and keeps it offline, a partner user signs
// in by e-mail link, reads the card's QR code offline, redeems, and the ledger stores each redemption once.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import QRCode from 'qrcode';
import { cardLinkToken } from '@/lib/membership/cards/card-link';
import { cardNumber } from '@/lib/membership/cards/card-number';
import { expectNoViolations } from '../support/axe';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';
import { e2eStaffCookie } from '../../fixtures/staff-session';
import { newStaffAccount, startStaffSession } from '../support/staff';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The newest outbox e-mail to `to` whose body holds a link matching `link`, and that link. */
async function linkFromEmail(to: string, link: RegExp): Promise<string> {
  const db = e2eDatabase();
  try {
    let url: string | undefined;
    await expect(async () => {
      const email = await db.outboxEmail.findFirst({ where: { to }, orderBy: { id: 'desc' } });
      url = email?.html?.match(link)?.[0].replace(/&amp;/g, '&');
      expect(url).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    return url!;
  } finally {
    await db.$disconnect();
  }
}

/** Waits until the service worker controls the page and has kept it, and the header's logo, for offline use. */
async function keptOffline(page: Page, path: RegExp) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  for (const [cacheName, kept] of [
    ['member-pages', path],
    ['member-shell-images', /^\/brand\/logo\.svg$/],
  ] as const) {
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([name, source]) => {
              const cache = await caches.open(name);
              return (await cache.keys()).some((request) => new RegExp(source).test(new URL(request.url).pathname));
            },
            [cacheName, kept.source] as const,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  }
}

/**
 * The header's pictures (logo, flags) that the page shows, each drawn: none is a broken image. Pictures the page
 * does not show are left out: on a phone the flags are hidden and, being lazy, never fetched (docs/performance.md,
 * "Photo pages at their limit").
 */
async function expectHeaderImagesDrawn(page: Page) {
  const images = await page
    .locator('header img')
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[])
        .filter((image) => image.checkVisibility())
        .map((image) => ({ src: image.currentSrc, drawn: image.naturalWidth > 0 })),
    );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.drawn, image.src).toBe(true);
}

test('a guest keeps the card offline; a partner signs in by link, redeems offline, and each redemption is stored once', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const db = e2eDatabase();
  const { id: partnerId } = await createE2ePartner(db, {
    categorySlug: 'gastronomy',
    name: `Counter Bistro ${run}`,
    offerRules: { maxPerCard: { count: 2, per: 'stay' } },
  });
  await db.$disconnect();
  const guest = { name: `Beatriz ${run} Costa`, email: `guest-${run}@example.com` };
  const partnerEmail = `counter-${run}@example.com`;

  // Staff issue the card and invite the partner's counter user.
  await startStaffSession(page);
  await page.goto('/backoffice/members');
  await page.getByLabel('Guest name').fill(guest.name);
  await page.getByLabel('Guest e-mail').fill(guest.email);
  await page.getByLabel('Language', { exact: true }).selectOption('pt');
  await page.getByLabel('Arrival', { exact: true }).fill(lisbonDay(-1));
  await page.getByLabel('Departure', { exact: true }).fill(lisbonDay(5));
  await page.getByLabel('Party size', { exact: true }).first().fill('3');
  await page.getByRole('button', { name: 'Issue card' }).click();
  await expect(page.getByRole('status')).toContainText(guest.email);
  // Three stays from a booking export with one bad row: the bad row is listed by line, the two others issued.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'bookings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Guest;Email;Language;Check-in;Check-out;Guests',
        `Import One ${run};one-${run}@example.com;en;${lisbonDay()};${lisbonDay(3)};2`,
        `Import Two ${run};two-${run}@example;fr;${lisbonDay()};${lisbonDay(3)};2`,
        `Import Three ${run};three-${run}@example.com;pt;${lisbonDay(1)};${lisbonDay(4)};5`,
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Read the file' }).click();
  await expect(page.getByLabel('Party size').last()).toHaveValue('Guests');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 cards issued and e-mailed.')).toBeVisible();
  await expect(page.getByText('Line 3: Guest e-mail: Please enter a valid email')).toBeVisible();
  const imported = e2eDatabase();
  try {
    expect(await imported.memberCard.count({ where: { guestName: { contains: run } } })).toBe(3);
    expect(await imported.memberCard.count({ where: { guestName: `Import Two ${run}` } })).toBe(0);
  } finally {
    await imported.$disconnect();
  }
  // A booking export with references whose days are all 12 or less: shown both ways in words, refused until staff
  // choose the format; the same file again with the booking cancelled revokes its card.
  const bookingFile = (status: string) => ({
    name: 'references.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Booking reference;Guest;Email;Language;Check-in;Check-out;Guests;Status',
        `REF-${run};Import Four ${run};four-${run}@example.com;en;03/08/2027;10/08/2027;2;${status}`,
      ].join('\n'),
    ),
  });
  await page.getByLabel('CSV file').setInputFiles(bookingFile('Confirmed'));
  await page.getByRole('button', { name: 'Read the file' }).click();
  await expect(page.getByText(/Import Four .*3 August 2027.*10 August 2027/)).toBeVisible();
  await expect(page.getByText(/Import Four .*8 March 2027.*8 October 2027/)).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Choose the date format of this file')).toBeVisible();
  await page.getByLabel('Date format of this file').selectOption('dmy');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 card issued and e-mailed.')).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles(bookingFile('Cancelled'));
  await page.getByRole('button', { name: 'Read the file' }).click();
  await expect(page.getByText('1 card issued and e-mailed.')).toBeHidden();
  await page.getByLabel('Date format of this file').selectOption('dmy');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 card revoked (booking cancelled).')).toBeVisible();
  const referenced = e2eDatabase();
  try {
    const card = await referenced.memberCard.findUniqueOrThrow({ where: { bookingRef: `REF-${run}` } });
    expect(card.revokedAt).not.toBeNull();
  } finally {
    await referenced.$disconnect();
  }

  await page.goto(`/backoffice/partners/${partnerId}`);
  await page.getByLabel('Address to invite').fill(partnerEmail);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${partnerEmail}.`)).toBeVisible();
  // Staff change the language of the user's e-mails after the invitation.
  await page.getByLabel(`Language of the e-mails to ${partnerEmail}`).selectOption('fr');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByText('Language saved: their next e-mails are in it.')).toBeVisible();
  const languageDb = e2eDatabase();
  try {
    expect((await languageDb.partnerUser.findFirstOrThrow({ where: { email: partnerEmail } })).locale).toBe('fr');
  } finally {
    await languageDb.$disconnect();
  }

  // The guest opens the card from the e-mail on a phone, in Portuguese, and it still opens offline.
  const cardUrl = await linkFromEmail(guest.email, /https?:\/\/[^"]+\/pt\/card\/[\w~-]+/);
  const guestContext = await browser.newContext(phone);
  const card = await guestContext.newPage();
  await card.goto(new URL(cardUrl).pathname);
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(guest.name);
  await expect(card.getByText('3 pessoas')).toBeVisible();
  await expectNoViolations(card);
  // The suite's server has Wallet certificates (playwright.config.ts): the card offers its Apple Wallet pass.
  const walletLink = card.getByRole('link', { name: 'Adicionar à Apple Wallet' });
  const pass = await card.request.get((await walletLink.getAttribute('href'))!);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  const passJson = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(await pass.body()))['pass.json']));
  expect(passJson.generic.primaryFields[0].value).toBe(guest.name);
  await keptOffline(card, /\/pt\/card\//);
  await guestContext.setOffline(true);
  await card.reload();
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(guest.name);
  await expect(card.getByTestId('card-code')).toHaveText(/^\d{6}$/);
  expect(await card.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectHeaderImagesDrawn(card);

  // The partner user asks for a sign-in link and opens it from the e-mail.
  const partnerContext = await browser.newContext(phone);
  const counter = await partnerContext.newPage();
  await counter.goto('/pt/partner/login');
  await counter.getByLabel('E-mail').fill(partnerEmail);
  await counter.getByRole('button', { name: 'Enviar-me uma ligação de entrada' }).click();
  await expect(counter.getByRole('heading', { level: 1 })).toHaveText('Veja o seu e-mail');
  const signInUrl = await linkFromEmail(
    partnerEmail,
    /https?:\/\/[^"]+\/api\/partner-auth\/callback\/nodemailer\?[^"]+/,
  );
  await counter.goto(signInUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(counter.getByRole('heading', { level: 1 })).toContainText(`Counter Bistro ${run}`);
  await keptOffline(counter, /\/pt\/partner/);
  await expectNoViolations(counter);

  // A card revoked after its guest showed it: the counter, loaded online since, refuses it offline from its list.
  const revokedContext = await browser.newContext(phone);
  const revokedPage = await revokedContext.newPage();
  const revokedDb = e2eDatabase();
  let revokedQr: Buffer;
  try {
    const { id } = await revokedDb.memberCard.findFirstOrThrow({ where: { guestName: `Import One ${run}` } });
    await revokedPage.goto(`/card/${cardLinkToken(id)}`);
    revokedQr = await revokedPage.getByTestId('card-qr').screenshot();
    await revokedDb.memberCard.update({ where: { id }, data: { revokedAt: new Date() } });
  } finally {
    await revokedDb.$disconnect();
    await revokedContext.close();
  }
  await counter.reload();

  // Offline, the counter reads a photo of the card's QR code (taken now) and redeems twice; a third is refused.
  await partnerContext.setOffline(true);
  await counter.reload();
  await expect(counter.getByText(/^Offline/)).toBeVisible();
  await expectHeaderImagesDrawn(counter);
  await counter
    .getByTestId('qr-photo')
    .setInputFiles({ name: 'revoked.png', mimeType: 'image/png', buffer: revokedQr });
  await expect(counter.getByText('Este cartão foi cancelado.')).toBeVisible();
  for (const attempt of [1, 2, 3]) {
    await counter.getByTestId('qr-photo').setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: await card.getByTestId('card-qr').screenshot(),
    });
    await expect(counter.getByText('Cartão de membro válido')).toBeVisible();
    await expect(counter.getByText('Beatriz · 3 pessoas').first()).toBeVisible();
    if (attempt === 3) {
      await expect(counter.getByText('Já utilizado 2 vezes com este cartão.')).toBeVisible();
      await expect(counter.getByRole('button', { name: 'Usar a oferta' })).toBeDisabled();
    } else {
      await counter.getByLabel('Conta antes do desconto, € (opcional)').fill(attempt === 1 ? '42,50' : '');
      await counter.getByRole('button', { name: 'Usar a oferta' }).click();
      // A clear confirmation, announced to screen readers; the card's panel is gone.
      await expect(counter.getByRole('status').filter({ hasText: 'Utilização registada' })).toHaveText(
        'Utilização registada: Beatriz · 3 pessoas',
      );
      await expect(counter.getByText('Cartão de membro válido')).toHaveCount(0);
    }
  }
  // A photo without a QR code clears the previous card's panel instead of leaving it beside the error.
  await counter.getByTestId('qr-photo').setInputFiles({
    name: 'blank.png',
    mimeType: 'image/png',
    buffer: await card.screenshot({ clip: { x: 0, y: 0, width: 60, height: 60 } }),
  });
  await expect(counter.getByText(/^Nenhum código de cartão de membro nesta imagem/)).toBeVisible();
  await expect(counter.getByText('Cartão de membro válido')).toHaveCount(0);
  await expect(counter.getByRole('button', { name: 'Usar a oferta' })).toHaveCount(0);
  // The Wallet pass's fixed QR code reads as the same card, said to be a Wallet pass, with its offer used up too.
  await counter.getByTestId('qr-photo').setInputFiles({
    name: 'pass.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(passJson.barcodes[0].message, { margin: 4, scale: 6 }),
  });
  await expect(counter.getByText(/^Cartão da Apple Wallet/)).toBeVisible();
  await expect(counter.getByText(/^Um cartão da Apple Wallet só pode ser usado uma vez por dia/)).toBeVisible();
  await expect(counter.getByText('Já utilizado 2 vezes com este cartão.')).toBeVisible();
  await expect(counter.getByText('2 por enviar')).toBeVisible();

  // Back online, the queue is sent; sending the same keys again stores nothing more.
  await partnerContext.setOffline(false);
  await counter.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(counter.getByTestId('redemption-history').locator('[data-status=stored]')).toHaveCount(2);
  // No camera: the card number and the code typed, checked by the server, give the same card and rules.
  await counter.getByText('Sem câmara? Escreva o número do cartão e o código').click();
  await counter.getByLabel('Número do cartão').fill((await card.getByTestId('card-number').textContent())!);
  await counter.getByLabel('Código', { exact: true }).fill((await card.getByTestId('card-code').textContent())!);
  await counter.getByRole('button', { name: 'Verificar' }).click();
  await expect(counter.getByText('Cartão de membro válido')).toBeVisible();
  await expect(counter.getByText('Já utilizado 2 vezes com este cartão.')).toBeVisible();
  // A mistyped code: the counter asks for the current code rather than calling the card a fake.
  const shownCode = (await card.getByTestId('card-code').textContent())!;
  await counter
    .getByLabel('Código', { exact: true })
    .fill(String((Number(shownCode) + 500_000) % 1_000_000).padStart(6, '0'));
  await counter.getByRole('button', { name: 'Verificar' }).click();
  await expect(counter.getByRole('alert').filter({ hasText: 'Não é válido' })).toContainText(
    'Número do cartão ou código errado. Peça ao hóspede o código que o cartão mostra agora',
  );
  await expect(counter.getByText('Isto não é um código de cartão de membro.')).toHaveCount(0);

  // A sync whose answer was lost is sent again with the same keys: both come back "already".
  const resent = await counter.evaluate(async () => {
    const queue = await new Promise<
      { key: string; qr: string; partySize: number; billCents: number | null; readAt: string; redeemedAt: string }[]
    >((resolve, reject) => {
      const open = indexedDB.open('member-counter');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('queue').objectStore('queue').get('redemptions');
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error);
      };
    });
    const response = await fetch('/api/partner/redemptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        redemptions: queue.map(({ key, qr, partySize, billCents, readAt, redeemedAt }) => ({
          key,
          qr,
          partySize,
          billCents,
          readAt,
          redeemedAt,
        })),
      }),
    });
    return ((await response.json()) as { results: { status: string }[] }).results.map((result) => result.status);
  });
  expect(resent).toEqual(['already', 'already']);
  const check = e2eDatabase();
  try {
    const stored = await check.redemption.findMany({ where: { partnerId }, orderBy: { redeemedAt: 'asc' } });
    expect(stored.map((row) => [row.partySize, row.billCents])).toEqual([
      [3, 4250],
      [3, null],
    ]);
    // Each keeps when its card was read, before Redeem was pressed: the server checked the code then.
    expect(stored.map((row) => row.readAt < row.redeemedAt)).toEqual([true, true]);
    // Removed by staff with nothing waiting on the phone: its next sync (here: the phone comes back online) finds the
    // session ended, and the counter drops the page it kept, with its partner's data, and lands on the sign-in page
    // (docs/membership.md "Keys"). A sync with redemptions waiting is answered 401 and does the same.
    const { id: userId } = await check.partnerUser.findUniqueOrThrow({
      where: { email: partnerEmail },
      select: { id: true },
    });
    await check.partnerUser.delete({ where: { id: userId } });
    await counter.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(counter).toHaveURL(/\/pt\/partner\/login/);
    const kept = await counter.evaluate(async () => {
      const copy = await (await caches.open('member-pages')).match(new URL('/pt/partner', location.href).href);
      return copy ? await copy.text() : '';
    });
    expect(kept).not.toContain(`Counter Bistro ${run}`);
  } finally {
    await check.$disconnect();
  }
  await guestContext.close();
  await partnerContext.close();
});

test('the counter and its redemptions answer only a live partner session, and only with its own business', async ({
  playwright,
  baseURL,
}) => {
  const run = randomUUID().slice(0, 8);
  const db = e2eDatabase();
  const [mine, theirs] = [
    (await createE2ePartner(db, { categorySlug: 'gastronomy', name: `Mine ${run}` })).id,
    (await createE2ePartner(db, { categorySlug: 'activities', name: `Theirs ${run}` })).id,
  ];
  const user = await db.partnerUser.create({ data: { partnerId: mine, email: `mine-${run}@example.com` } });
  const sessionToken = randomUUID();
  await db.partnerSession.create({
    data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
  });
  const body = {
    partnerId: theirs,
    redemptions: [{ key: randomUUID(), qr: 'x.y.z.123456', partySize: 2, redeemedAt: new Date().toISOString() }],
  };
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    const keys = await (await anonymous.get('/.well-known/member-card-keys.json')).json();
    expect(keys.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);
    expect(keys.keys[0].d).toBeUndefined();
    // A card's link in each language, English without a prefix, and a forged one.
    const guestCard = await db.memberCard.create({
      data: {
        guestName: `Linda ${run}`,
        email: `linda-${run}@example.com`,
        locale: 'en',
        arrival: new Date(),
        departure: new Date(Date.now() + 3 * 86_400_000),
        partySize: 2,
      },
    });
    for (const prefix of ['', '/fr', '/pt']) {
      const opened = await anonymous.get(`${prefix}/card/${cardLinkToken(guestCard.id)}`);
      expect(opened.status(), prefix || 'en').toBe(200);
      expect(await opened.text()).toContain(`Linda ${run}`);
    }
    const forgedLink = `/pt/card/${randomUUID()}~${'A'.repeat(43)}`;
    expect((await anonymous.get(forgedLink)).status()).toBe(404);
    const counter = await anonymous.get('/pt/partner', { maxRedirects: 0 });
    expect(counter.status()).toBe(307);
    expect(counter.headers().location).toMatch(/\/pt\/partner\/login$/);
    const unsigned = await anonymous.post('/api/partner/redemptions', { data: body, headers: { Origin: baseURL! } });
    expect(unsigned.status()).toBe(401);
    expect(await unsigned.text()).not.toContain('results');

    const signedIn = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `partner-session=${sessionToken}` },
    });
    const page = await signedIn.get('/pt/partner');
    const html = await page.text();
    expect(html).toContain(`Mine ${run}`);
    expect(html).not.toContain(`Theirs ${run}`);
    // Staff still sign in once the partner instance (e-mail sign-in) has answered in this process: Auth.js keeps
    // its configuration check's flags process-wide (lib/staff/auth/no-email-adapter.ts).
    expect((await e2eStaffCookie(baseURL!, await newStaffAccount('after-partner'))).value).not.toBe('');
    const crossSite = await signedIn.post('/api/partner/redemptions', {
      data: body,
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(403);
    const answer = await signedIn.post('/api/partner/redemptions', { data: body, headers: { Origin: baseURL! } });
    expect(await answer.json()).toEqual({
      results: [{ key: body.redemptions[0].key, status: 'refused', card: 'forged' }],
    });
    // Another partner's ledger, by any request shape: only this business's redemptions come back.
    const theirCard = await db.memberCard.create({
      data: {
        guestName: `Stranger${run} Doe`,
        email: `stranger-${run}@example.com`,
        locale: 'en',
        arrival: new Date(),
        departure: new Date(),
        partySize: 2,
      },
    });
    for (const partnerId of [theirs, mine])
      await db.redemption.create({
        data: {
          idempotencyKey: randomUUID(),
          partnerId,
          cardId: theirCard.id,
          partySize: 2,
          redeemedAt: new Date(),
          readAt: new Date(),
        },
      });
    for (const url of [
      '/pt/partner/ledger',
      `/pt/partner/ledger?partnerId=${theirs}`,
      `/api/partner/ledger-csv?partnerId=${theirs}`,
      `/api/partner/ledger-csv?partnerId=${theirs}&partnerId=${mine}`,
    ]) {
      const answer = await signedIn.get(url);
      expect(answer.status(), url).toBe(200);
      const text = await answer.text();
      // The guest redeemed at both businesses: this one's single row shows, never the other's.
      expect(text, url).toContain(`Stranger${run}`);
      if (url.includes('csv')) expect(text.trim().split('\r\n'), url).toHaveLength(2);
      else expect(text, url).toContain('1 utilização · 2 pessoas');
    }
    expect((await anonymous.get('/api/partner/ledger-csv')).status()).toBe(401);
    expect((await anonymous.get('/pt/partner/ledger', { maxRedirects: 0 })).status()).toBe(307);
    // Typed codes: 20 tries per partner user in 10 minutes, then refused whatever is typed.
    const typed = (code: string) =>
      signedIn.post('/api/partner/typed-code', {
        data: { cardNumber: cardNumber(guestCard.id), code },
        headers: { Origin: baseURL! },
      });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect(await (await typed(String(attempt).padStart(6, '0'))).json(), `try ${attempt}`).toEqual({
        reason: 'wrong-code',
      });
    expect(await (await typed('000021')).json()).toEqual({ reason: 'rate-limited' });
    // Removed by staff: the session ends at once.
    await db.partnerUser.delete({ where: { id: user.id } });
    expect((await signedIn.get('/pt/partner', { maxRedirects: 0 })).status()).toBe(307);
    await signedIn.dispose();
  } finally {
    await anonymous.dispose();
    await db.$disconnect();
  }
});

test('a client address gets at most 5 partner sign-in links in 15 minutes', async ({ browser }) => {
  // The suite's server trusts one proxy hop: this client names its own address (playwright.config.ts).
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  // A new address each time: one address gets at most 3 links whoever asks (partner-link-limits.test.ts).
  const run = randomUUID().slice(0, 8);
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.goto('/pt/partner/login');
    await page.getByLabel('E-mail').fill(`nobody-${attempt}-${run}@example.com`);
    await page.getByRole('button', { name: 'Enviar-me uma ligação de entrada' }).click();
    if (attempt <= 5) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veja o seu e-mail');
    else await expect(page.getByText('Demasiados pedidos. Aguarde alguns minutos.')).toBeVisible();
  }
  await context.close();
});

test('the card says from which day it is valid before the stay, and that it has expired after it, never "show this screen" (browser clock set)', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const run = randomUUID().slice(0, 8);
  const db = e2eDatabase();
  // A stay well ahead of the server's clock, and one well behind it; the browser's clock is set around the first.
  const [arrival, departure] = [lisbonDay(40), lisbonDay(45)];
  let upcoming: string, past: string;
  try {
    const create = (name: string, from: string, to: string) =>
      db.memberCard.create({
        data: {
          guestName: `${name} ${run}`,
          email: `${name.toLowerCase()}-${run}@example.com`,
          locale: 'pt',
          arrival: new Date(`${from}T00:00:00Z`),
          departure: new Date(`${to}T00:00:00Z`),
          partySize: 2,
        },
      });
    upcoming = cardLinkToken((await create('Rita', arrival, departure)).id);
    past = cardLinkToken((await create('Nuno', lisbonDay(-30), lisbonDay(-20))).id);
  } finally {
    await db.$disconnect();
  }
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const showScreen = page.getByText(/Mostre este ecrã no balcão/);
  const arrivalText = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'medium', timeZone: 'Europe/Lisbon' }).format(
    new Date(`${arrival}T12:00:00Z`),
  );

  // The day before the stay (noon in Lisbon): "Valid from", no code, no card number, no instruction.
  await page.clock.setFixedTime(new Date(`${lisbonDayBefore(arrival)}T12:00:00Z`));
  await page.goto(`/pt/card/${upcoming}`);
  await expect(page.getByRole('status').filter({ hasText: 'Válido a partir de' })).toContainText(
    `Válido a partir de ${arrivalText}`,
  );
  await expect(page.getByTestId('card-qr')).toHaveCount(0);
  await expect(page.getByTestId('card-code')).toHaveCount(0);
  await expect(showScreen).toHaveCount(0);

  // Eight days after departure (past the card's last day): expired, no code, no instruction.
  await page.clock.setFixedTime(new Date(`${departure}T12:00:00Z`).getTime() + 8 * 86_400_000);
  await page.goto(`/pt/card/${upcoming}`);
  await expect(page.getByText('Este cartão já não é válido: a sua estadia terminou.')).toBeVisible();
  await expect(page.getByTestId('card-qr')).toHaveCount(0);
  await expect(showScreen).toHaveCount(0);

  // A card whose stay the server knows is over says the same.
  await page.clock.setFixedTime(new Date());
  await page.goto(`/pt/card/${past}`);
  await expect(page.getByText('Este cartão já não é válido: a sua estadia terminou.')).toBeVisible();
  await expect(showScreen).toHaveCount(0);
  await context.close();
});

/** The calendar day before `day` ("YYYY-MM-DD"). */
function lisbonDayBefore(day: string): string {
  return new Date(new Date(`${day}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
}

test('a guest who lost the e-mail gets the card again from /card, on a phone, by the address of the booking (docs/membership.md "A card guests can always get")', async ({
  browser,
}) => {
  const run = randomUUID().slice(0, 8);
  const email = `lost-${run}@example.com`;
  const db = e2eDatabase();
  try {
    await db.memberCard.create({
      data: {
        guestName: `Marta ${run}`,
        email,
        locale: 'fr',
        arrival: new Date(`${lisbonDay()}T00:00:00Z`),
        departure: new Date(`${lisbonDay(4)}T00:00:00Z`),
        partySize: 3,
      },
    });
  } finally {
    await db.$disconnect();
  }
  const context = await browser.newContext({
    ...phone,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  await page.goto('/pt/access');
  await page.getByRole('link', { name: 'Perdeu o cartão? Receba-o de novo' }).click();
  await expect(page).toHaveURL(/\/pt\/card$/);
  await page.getByLabel('Endereço de e-mail da reserva').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar-me o cartão' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver um cartão em vigor reservado com este endereço');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The card's e-mail, in the card's language, with its link.
  const link = await linkFromEmail(email, /https?:\/\/[^"]+\/fr\/card\/[\w~-]+/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Marta ${run}`);
  // Installable: the card's manifest opens the app at this card, in its language; a forged link has none.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({
    name: 'Carte membre Algarve',
    lang: 'fr',
    start_url: new URL(link).pathname,
    display: 'standalone',
  });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  const forged = new URL(link).pathname.replace(/~[\w-]{43}$/, `~${'A'.repeat(43)}`);
  expect((await page.request.get(`${forged}/manifest`)).status()).toBe(404);
  await context.close();
});
