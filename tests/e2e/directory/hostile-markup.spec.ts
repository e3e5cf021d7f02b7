import { expect, test } from '@playwright/test';

// Stored text with markup renders as text wherever it is shown, JSON-LD included (docs/decisions/06-fast-accessible-hardened.md §6).
test('a review containing a script tag is shown as text, runs nothing and keeps the JSON-LD intact', async ({
  page,
}) => {
  const marker = Date.now();
  const comment = `</script><script>window.__injected=${marker}</script><img src=x onerror="window.__injected=1"> nice`;
  await page.goto('/wellness/1');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your name').fill(`<b>Eve</b> ${marker}`);
  await form.getByLabel('Comment').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review is published.');

  await page.reload();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(reviews.getByText(`<b>Eve</b> ${marker}`)).toBeVisible();
  await expect(reviews.locator('b, img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();

  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const data = JSON.parse((await jsonLd.textContent()) ?? '{}');
  // The review counts in the structured data; its text is not part of it (unit tests cover escaping there).
  expect(data.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
});
