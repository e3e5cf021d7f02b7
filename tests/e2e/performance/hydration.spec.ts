import { expect, test } from '@playwright/test';
import { announceReactCommits } from '../support/react-commits';

type Hydrated = Record<'header' | 'hours' | 'review' | 'booking', boolean | null>;

// docs/performance.md, "The partner page hydrates in slices": React hydrates the partner page's opening hours, review
// form and booking form apart from the page (hydratesApart, components/ui/island.tsx). The page's own hydration
// commits first, with the header's controls live and those three still as the server sent them; they are hydrated in
// later commits, in slices that let the browser paint and answer between them. Read at each of React's commits
// (announceReactCommits): a hydrated element carries React's props.
test('the partner page commits its own hydration before its hours and forms, which are hydrated after it', async ({
  page,
}) => {
  await announceReactCommits(page);
  await page.addInitScript(() => {
    const hydrated = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? Object.keys(element).some((key) => key.startsWith('__reactProps$')) : null;
    };
    const commits: Hydrated[] = [];
    Object.assign(window, { hydrationCommits: commits });
    window.addEventListener('react-commit', () =>
      commits.push({
        header: hydrated('header button'),
        hours: hydrated('[data-testid="open-state"]'),
        review: hydrated('form[aria-labelledby="review-form-title"]'),
        booking: hydrated('#booking form'),
      }),
    );
  });
  await page.goto('/pt/boat-tours/1');
  const commits = () => page.evaluate(() => (window as unknown as { hydrationCommits: Hydrated[] }).hydrationCommits);
  await expect
    .poll(async () => (await commits()).at(-1))
    .toEqual({ header: true, hours: true, review: true, booking: true });
  expect((await commits())[0]).toEqual({ header: true, hours: false, review: false, booking: false });
});
