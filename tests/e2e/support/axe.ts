import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now: no violation. `exclude`: CSS selectors left out, each
 * with its reason at the caller; with it, axe runs in the page alone (legacy mode), frames' content not merged.
 */
export async function expectNoViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  if (exclude.length > 0) builder = builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
