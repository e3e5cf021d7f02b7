import { expect, test, type Page } from '@playwright/test';
import { startStaffSession } from '../support/staff';

const partnerPath = '/activities/2';

async function reviewCount(page: Page): Promise<number> {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  return data.aggregateRating?.reviewCount ?? 0;
}

// docs/decisions/04-backoffice.md §8: hidden reviews leave the public page, its average and its JSON-LD at once; shown again, they return.
test('staff hide a review and the public partner page drops it at once, then show it again', async ({ page }) => {
  const author = `Reviewer ${Date.now()}`;
  const comment = `Great day out (${author}).`;
  await page.goto(partnerPath);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '2 stars' }).check();
  await form.getByLabel('Your name').fill(author);
  await form.getByLabel('Comment').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review is published.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toBeVisible();
  const withReview = await reviewCount(page);
  expect(withReview).toBeGreaterThanOrEqual(1);

  await startStaffSession(page);
  await page.goto('/backoffice/reviews');
  await page.getByRole('button', { name: `Hide review by ${author}` }).click();
  await expect(page.getByRole('button', { name: `Show review by ${author}` })).toBeVisible();

  await page.goto(partnerPath);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toHaveCount(0);
  expect(await reviewCount(page)).toBe(withReview - 1);

  await page.goto('/backoffice/reviews');
  await page.getByRole('button', { name: `Show review by ${author}` }).click();
  await expect(page.getByRole('button', { name: `Hide review by ${author}` })).toBeVisible();
  await page.goto(partnerPath);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toBeVisible();
  expect(await reviewCount(page)).toBe(withReview);
});
