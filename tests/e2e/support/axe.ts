import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now: no violation. `exclude`: CSS selectors left out, each
 * with its reason at the caller.
 *
 * axe runs in the page itself (its legacy mode), with the page's same-origin frames: the default mode merges the
 * frames' results in a helper page it opens for each check, which doubled the time of a check (10 public pages:
 * 17.7 s against 9.9 s) and never came up beside the e-mail page's sandboxed frame. Left out: the inside of
 * cross-origin frames (the map on a partner page, not our markup); the frame element itself is still checked.
 */
export async function expectNoViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
