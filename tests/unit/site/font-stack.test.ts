import { describe, expect, it } from 'vitest';
import { siteStylesheetCss } from '@/generated/site-stylesheet/css';

// docs/performance.md, "One font family, and one phone on every machine": before a page's first paint the browser resolves the font stack for every
// size and weight the page uses, and each family it lacks is one more lookup (on Linux a round trip to the browser
// process) each time. The public stylesheet names the platform's own face, then the generic family, nothing else.
describe('the public stylesheet’s text font', () => {
  it('is system-ui, then sans-serif', () => {
    expect(siteStylesheetCss).toMatch(/--font-sans:system-ui,\s*sans-serif[;}]/);
  });

  it('is the font of the whole document, so Tailwind’s own longer stack is never reached', () => {
    expect(siteStylesheetCss).toContain('--default-font-family:var(--font-sans)');
    expect(siteStylesheetCss).toMatch(/html,:host\{[^}]*font-family:var\(--default-font-family,/);
  });
});
