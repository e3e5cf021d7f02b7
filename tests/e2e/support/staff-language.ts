import type { Page } from '@playwright/test';

// The backoffice in the staff member's language (docs/decisions/12-staff-run-directory.md §7): what must not show
// on a Portuguese page.

/** Words of the English backoffice's headings, labels, buttons and table heads that must not show in Portuguese. */
export const ENGLISH =
  /\b(Dashboard|Products?|Orders?|Pickups|Reviews|Inbox|Analytics|Activity|Logout|Status|Save|Search|Filter|Previous|Next|Customer|Created|Items|Price|Quantity|Name|Phone|Address|Location|Date|Time|Language|Revenue|Today|Tomorrow|Delete|Adjust|Enabled|Template|Subject|Attempts|Retry|Resend|Security|Change|Update|Sign in|Page|None|From|To|Show|Export|Units|Day|Details|Target|When)\b/;

/** The backoffice's own words on the page: title, headings, labels, buttons, table heads and captions, navigation. */
export async function chromeText(page: Page): Promise<string> {
  const parts = await page
    .locator('h1, h2, h3, label, button, th, caption, legend, dt, nav, [role=status]')
    .allInnerTexts();
  return [await page.title(), ...parts].join('\n');
}
