import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import pt from '@/messages/pt.json' with { type: 'json' };

const h = pt.BackofficeHours;
const days = pt.OpeningHours;

/** Sets a season's first or last day with the hours editor's month and day selects. */
async function setEdge(page: Page, n: number, edge: 'from' | 'to', month: string, day: string) {
  const label = (pattern: string) => pattern.replace('{edge}', h[edge]).replace('{n}', String(n));
  await page.getByLabel(label(h.month)).selectOption(month);
  await page.getByLabel(label(h.day)).selectOption(day);
}

/**
 * Fills the partner form's hours editor (Portuguese labels): Monday to Saturday 10:00-18:00, closed on Sunday; a
 * summer season from 1 July to 31 August, 10:00-22:00 every day; closed from 1 November to 31 March.
 */
export async function fillHours(page: Page) {
  const weekly = page.getByRole('group', { name: h.weekly });
  await weekly.getByLabel(h.dayKind.replace('{day}', days.mon)).selectOption('one');
  await weekly.getByRole('button', { name: h.copyFirstDay.replace('{day}', days.mon) }).click();
  await weekly.getByLabel(h.dayKind.replace('{day}', days.sun)).selectOption('closed');

  await page.getByRole('button', { name: h.addSeason }).click();
  const summer = page.getByRole('group', { name: h.season.replace('{n}', '1') });
  await setEdge(page, 1, 'from', '07', '01');
  await setEdge(page, 1, 'to', '08', '31');
  await summer.getByLabel(h.dayKind.replace('{day}', days.mon)).selectOption('one');
  await summer.getByLabel(h.closesLabel.replace('{day}', days.mon).replace('{n}', '1')).fill('22:00');
  await summer.getByRole('button', { name: h.copyFirstDay.replace('{day}', days.mon) }).click();
  await expect(summer.getByLabel(h.closesLabel.replace('{day}', days.sun).replace('{n}', '1'))).toHaveValue('22:00');

  await page.getByRole('button', { name: h.addSeason }).click();
  const winter = page.getByRole('group', { name: h.season.replace('{n}', '2') });
  await winter.getByRole('combobox').first().selectOption('closed');
  await setEdge(page, 2, 'from', '11', '01');
  await setEdge(page, 2, 'to', '03', '31');
}

/** A PNG picture of one random colour, as a file for a file input. */
export async function picture(name: string) {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
