import { expect, test, type Browser, type Page } from '@playwright/test';
import { startStaffSession } from '../support/staff';
import { lisbonDay } from '../support/shop';

/** Holds the form's server-action POST for a moment, so the busy label can be seen. */
async function slowServerActions(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test.describe('contact and partnership forms (docs/decisions/05-mail-content-pages-inbox.md §4, §5)', () => {
  test('contact form in English: validation, busy label, success, cleared form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(4);
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name', { exact: true }).fill('Emma Clarke');
    await page.getByLabel('E-mail', { exact: true }).fill('emma@');
    await page.getByLabel('Subject', { exact: true }).fill('Late check-in');
    await page.getByLabel('Message', { exact: true }).fill('We land in Faro at 11 pm. Can we collect the keys late?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill('emma@example.com');
    await slowServerActions(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('partnership form in French: validation, busy label and success', async ({ page }) => {
    await page.goto('/fr/partnership');
    await expect(page.getByRole('heading', { level: 1, name: 'Devenir partenaire' })).toBeVisible();
    await expect(page.getByText('Touchez plus de 6 000 clients par an')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await expect(page.getByText("Veuillez choisir l'une des options")).toBeVisible();

    await page.getByLabel('Nom de l’entreprise', { exact: true }).fill('Bateaux du Sud');
    await page.getByLabel('Nom du contact', { exact: true }).fill('Luc Martin');
    await page.getByLabel('E-mail', { exact: true }).fill('luc@example.com');
    await page.getByLabel('Téléphone', { exact: true }).fill('+33 6 12 34 56 78');
    await page.getByLabel('Type d’activité', { exact: true }).selectOption({ label: 'Sorties en bateau' });
    await page
      .getByLabel(/Présentez votre entreprise/)
      .fill('Sorties en catamaran au coucher du soleil, 10 % pour les membres.');
    await slowServerActions(page, '/fr/partnership');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('button', { name: 'Envoi de la demande...' })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre demande de partenariat a bien été reçue' }),
    ).toBeVisible();
    await expect(page.getByLabel('Nom de l’entreprise', { exact: true })).toHaveValue('');
  });

  test('when sending fails the person’s input stays in the form (Portuguese)', async ({ page }) => {
    await page.goto('/pt/contact');
    await page.getByLabel('Nome', { exact: true }).fill('Rui Santos');
    await page.getByLabel('E-mail', { exact: true }).fill('rui@example.com');
    await page.getByLabel('Assunto', { exact: true }).fill('Check-out');
    await page.getByLabel('Mensagem', { exact: true }).fill('Podemos sair mais tarde?');
    await page.route('**/pt/contact', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível enviar a sua mensagem' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Rui Santos');
    await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('Podemos sair mais tarde?');
  });
});

test.describe('content pages (docs/decisions/05-mail-content-pages-inbox.md §4)', () => {
  // Each content page's heading and document title, in en, fr and pt: the phone sweep checks them on its walk
  // (tests/e2e/site/phone.spec.ts).
  test('about page: video, 7 curiosities, keyboard slideshow, call to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('video source')).toHaveAttribute('src', '/about/marina-sunset.webm');
    const curiosities = page.getByRole('region', { name: '7 curiosities' }).getByRole('listitem');
    await expect(curiosities).toHaveCount(7);
    await expect(page.getByText('The marina has more than 1000 berths')).toBeVisible();
    await expect(page.getByText('There are 5 golf courses')).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Around Vilamoura' }).last();
    await expect(carousel.getByText('Image 1 of 4')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByText('Image 2 of 4')).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'A green golf fairway lined with pine trees' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('Image 1 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See our holiday homes' })).toHaveAttribute('href', /^https:\/\//);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('about page with reduced motion: the slideshow never rotates by itself, the video never autoplays', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fr/about');
    const carousel = page.getByRole('region', { name: 'Autour de Vilamoura' }).last();
    await expect(carousel.getByRole('button', { name: 'Image suivante' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Mettre le diaporama en pause' })).toHaveCount(0);
    await expect(page.locator('video')).not.toHaveAttribute('autoplay');
    await expect(page.locator('video')).toHaveAttribute('controls');
  });

  test('home shows the title, the Store link flagged NEW and the way to the content pages', async ({ page }) => {
    await page.goto('/pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Algarve Member Rewards' })).toBeVisible();
    await expect(page.getByText('Vantagens exclusivas para os nossos hóspedes')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Loja\s*NOVO$/ })).toHaveAttribute('href', '/pt/shopping');
    await expect(page.getByRole('link', { name: /^Saber mais\s*:\s*Tem um negócio local\?$/ })).toBeVisible();
    await page.getByRole('link', { name: /^Saber mais\s*:\s*Tem um negócio local\?$/ }).click();
    await expect(page).toHaveURL(/\/pt\/partnership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Torne-se parceiro' })).toBeVisible();
  });
});

test.describe('forms without JavaScript post to the server (docs/decisions/11-staff-security.md §7)', () => {
  test.use({ javaScriptEnabled: false });

  /** Every URL the page requests, to prove that no personal data travels in one. */
  function requestedUrls(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
    return urls;
  }

  /** Signs in as staff in a browser with JavaScript and returns the inbox page's text. */
  async function staffInbox(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const staff = await context.newPage();
    await startStaffSession(staff);
    await staff.goto('/backoffice/inbox');
    const text = await staff.getByRole('main').innerText();
    await context.close();
    return text;
  }

  test('contact: the server validates, keeps the input, then stores the message and answers', async ({
    page,
    browser,
  }) => {
    const urls = requestedUrls(page);
    const message = `No script here, we land at 11 pm (${Date.now()}).`;
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Emma Noscript');
    await page.getByLabel('E-mail', { exact: true }).fill('emma.noscript@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Emma Noscript');

    await page.getByLabel('E-mail', { exact: true }).fill('emma.noscript@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Late arrival');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your message has been sent/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    expect(urls.filter((url) => /noscript|Emma|Late arrival/i.test(url))).toEqual([]);
    expect(await staffInbox(browser)).toContain(message);
  });

  test('partnership in French: stored and answered in French, nothing in the URL', async ({ page, browser }) => {
    const urls = requestedUrls(page);
    const description = `Kayaks sans JavaScript (${Date.now()}).`;
    await page.goto('/fr/partnership');
    await page.getByLabel('Nom de l’entreprise', { exact: true }).fill('Kayaks du Sud');
    await page.getByLabel('Nom du contact', { exact: true }).fill('Luc Sansscript');
    await page.getByLabel('E-mail', { exact: true }).fill('luc.sansscript@example.com');
    await page.getByLabel('Téléphone', { exact: true }).fill('+33 6 12 34 56 78');
    await page.getByLabel('Type d’activité', { exact: true }).selectOption({ label: 'Sorties en bateau' });
    await page.getByLabel(/Présentez votre entreprise/).fill(description);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('status')).toHaveText(/Votre demande de partenariat a bien été reçue/);
    expect(urls.filter((url) => /sansscript|Kayaks/i.test(url))).toEqual([]);
    expect(await staffInbox(browser)).toContain(description);
  });

  test('review: refused without a rating, then published on the page', async ({ page }) => {
    const urls = requestedUrls(page);
    const comment = `Grilled fish, no script needed (${Date.now()}).`;
    await page.goto('/gastronomy/1');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Your name').fill('Nora Noscript');
    await form.getByLabel('Comment').fill(comment);
    await form.getByRole('button', { name: 'Submit review' }).click();
    const again = page.getByRole('form', { name: 'Write a review' });
    await expect(again.getByText('Please choose a rating from 1 to 5')).toBeVisible();
    await expect(again.getByLabel('Comment')).toHaveValue(comment);
    await again.getByRole('radio', { name: '5 stars' }).check();
    await again.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('form', { name: 'Write a review' }).getByRole('status')).toHaveText(
      'Thank you! Your review is published.',
    );
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toBeVisible();
    expect(urls.filter((url) => /Noscript|no script/i.test(url))).toEqual([]);
  });

  test('booking request: stored and answered, a date more than a year ahead refused', async ({ page, browser }) => {
    const urls = requestedUrls(page);
    const message = `Table for three, without JavaScript (${Date.now()}).`;
    await page.goto('/gastronomy/1');
    const form = page.getByRole('form', { name: 'Booking request' });
    await form.getByLabel('Name').fill('Marie Sansscript');
    await form.getByLabel('E-mail').fill('marie.sansscript@example.com');
    await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
    await form.getByLabel('Preferred date').fill(lisbonDay(400));
    await form.getByLabel('Number of people').fill('3');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send request' }).click();
    const again = page.getByRole('form', { name: 'Booking request' });
    await expect(again.getByText('Requests are possible up to one year ahead')).toBeVisible();
    await expect(again.getByLabel('Name')).toHaveValue('Marie Sansscript');
    await again.getByLabel('Preferred date').fill(lisbonDay(30));
    await again.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you! Our team has your request and will reply by e-mail.')).toBeVisible();
    expect(urls.filter((url) => /sansscript|Table for three/i.test(url))).toEqual([]);
    expect(await staffInbox(browser)).toContain(message);
  });

  test('checkout: never submits without JavaScript, and says why', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/checkout');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The checkout needs JavaScript, because your cart is kept in this browser' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await expect(page.getByLabel('First name', { exact: true })).toHaveCount(0);
    expect(posts).toEqual([]);
  });
});
