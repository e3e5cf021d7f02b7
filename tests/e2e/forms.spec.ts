import { expect, test, type Page } from '@playwright/test';

/** Holds the form's server-action POST for a moment, so the busy label can be seen. */
async function slowServerActions(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test.describe('contact and partnership forms (issue 5 §4, §5)', () => {
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
    await page.getByLabel(/Présentez votre entreprise/).fill('Sorties en catamaran au coucher du soleil, 10 % pour les membres.');
    await slowServerActions(page, '/fr/partnership');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('button', { name: 'Envoi de la demande...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Votre demande de partenariat a bien été reçue' })).toBeVisible();
    await expect(page.getByLabel('Nom de l’entreprise', { exact: true })).toHaveValue('');
  });

  test('when sending fails the person’s input stays in the form (Portuguese)', async ({ page }) => {
    await page.goto('/pt/contact');
    await page.getByLabel('Nome', { exact: true }).fill('Rui Santos');
    await page.getByLabel('E-mail', { exact: true }).fill('rui@example.com');
    await page.getByLabel('Assunto', { exact: true }).fill('Check-out');
    await page.getByLabel('Mensagem', { exact: true }).fill('Podemos sair mais tarde?');
    await page.route('**/pt/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível enviar a sua mensagem' })).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Rui Santos');
    await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('Podemos sair mais tarde?');
  });
});

test.describe('content pages (issue 5 §4)', () => {
  const pages = [
    ['/access', 'Access your member benefits'],
    ['/fr/access', 'Accéder à vos avantages membres'],
    ['/pt/access', 'Aceder às suas vantagens de membro'],
    ['/about', 'Did you know...'],
    ['/fr/about', 'Le saviez-vous...'],
    ['/pt/about', 'Sabia que...'],
    ['/pt/partnership', 'Torne-se parceiro'],
    ['/fr/contact', 'Contact'],
  ] as const;
  for (const [path, title] of pages) {
    test(`${path} shows its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/\./g, '\\.')));
    });
  }

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

  test('about page with reduced motion: the slideshow never rotates by itself, the video never autoplays', async ({ page }) => {
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
