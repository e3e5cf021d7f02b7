import { expect, test } from '@playwright/test';

// docs/decisions/12-staff-run-directory.md §6: a change to one partner revalidates that partner's page (and its category and the listings), not
// every partner page. A review changes only its partner's page: the other cached pages stay cached.
// Any other spec's directory write (a partner published, a review posted or hidden) would refresh those pages too, so
// this one runs while no other spec runs, whatever the file order puts beside it.
test.describe.configure({ lock: '-exclusive-' });

test('a new review refreshes its partner page only; other partner and category pages stay cached', async ({
  page,
  request,
}) => {
  const others = ['/winery-tours/2', '/fr/winery-tours/2', '/wellness', '/gastronomy/1'];
  for (const path of others) {
    await request.get(path);
    expect((await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT');
  }

  const comment = `Lovely tasting, great view (${Date.now()}).`;
  await page.goto('/winery-tours/1');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your name').fill('Inês');
  await form.getByLabel('Comment').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review is published.');

  // The reviewed page is fresh for a guest who was not there (no browser cache, a new request).
  expect(await (await request.get('/winery-tours/1')).text()).toContain(comment.replace(/'/g, '&#x27;'));
  for (const path of others) expect((await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT');
});
