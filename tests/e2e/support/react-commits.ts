import type { Page } from '@playwright/test';

/**
 * Announces each of React's commits in the page as a `react-commit` event on `window`, through a stand-in for React
 * DevTools' hook, which React calls inside every commit: after its layout effects, before its passive effects (which
 * React runs in a later task when the commit was not urgent, as a hydration is not). A test's own init script, added
 * after this one, listens for the event before the page's scripts run.
 */
export async function announceReactCommits(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => window.dispatchEvent(new Event('react-commit')),
      },
    });
  });
}
