import { expect, test } from '@playwright/test';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';

// docs/design.md "A missing translation": a partner staff wrote only in Portuguese shows its Portuguese texts on
// the French page (requested, then English, then Portuguese, then French) instead of an empty offer box.

const db = e2eDatabase();
const name = `Tasca da Marina ${Date.now().toString(36)}`;
const offer = '15% no jantar para membros';
let partnerId: number;
let number: number;

test.use({ viewport: { width: 390, height: 844 } });
// Its partner is visible until afterAll: the specs that count the visible partners never run beside it.
test.describe.configure({ lock: 'visible-partners' });

test.beforeAll(async () => {
  ({ id: partnerId, number } = await createE2ePartner(db, {
    categorySlug: 'gastronomy',
    name,
    descriptionEn: '',
    descriptionFr: '',
    descriptionPt: 'Peixe grelhado junto à marina.',
    offerLines: { en: [], fr: [], pt: [offer] },
  }));
});

test.afterAll(async () => {
  await db.partner.delete({ where: { id: partnerId } });
  await db.$disconnect();
});

test('the French page of a partner written only in Portuguese shows its offer and prefills the booking with it', async ({
  page,
}) => {
  await page.goto(`/fr/gastronomy/${number}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Peixe grelhado junto à marina.')).toBeVisible();
  const offerBox = page.getByRole('region', { name: /Offre spéciale/ });
  await expect(offerBox.getByRole('listitem')).toHaveText([offer]);
  // French puts a no-break space before the colon.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    new RegExp(`^Bonjour, je souhaite réserver chez ${name} avec l'offre membre\\s:\\s${offer}\\.$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(offer));
});
