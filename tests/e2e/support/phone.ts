import { expect, test, type Page } from '@playwright/test';

// What a page must be on a 390 px phone (docs/testing.md), shared by the phone sweep and the staff pages' walk.

const checkedImages = new Map<string, Promise<number>>();

/** Checks the page on screen now; `name` names its screenshot. */
export async function expectFits(page: Page, name: string, pageErrors: string[]) {
  if (process.env.PHONE_SCREENSHOTS === '1') await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) {
      // The outermost elements that run off the screen: their parent still fits.
      const off = (element: Element | null) =>
        !!element && element.getBoundingClientRect().right > window.innerWidth + 1;
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => off(element) && !off(element.parentElement))
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`);
      problems.push(`document ${width}px wide on a ${window.innerWidth}px screen: ${wide.join(' ')}`);
    }
    const text = document.body.innerText;
    for (const key of text.match(/\b[A-Z][A-Za-z]+\.[a-z][A-Za-z]+(\.[A-Za-z-]+)*\b/g) ?? [])
      problems.push(`raw message key "${key}"`);
    for (const code of text.match(/\{[^{}\n]{0,40}\}|\b(undefined|NaN|\[object Object\])\b/g) ?? [])
      problems.push(`template code "${code}"`);
    // A staff list that scrolls keeps the cell naming each row in view (the lists of StaffTable, by their caption).
    for (const box of document.querySelectorAll<HTMLElement>('.overflow-x-auto:has(> table > caption)')) {
      const row = box.querySelector('tbody tr:has(td + td)');
      if (!row || box.scrollWidth <= box.clientWidth) continue;
      box.scrollLeft = box.scrollWidth;
      const left = box.getBoundingClientRect().left;
      const named = [...row.querySelectorAll('td')].some(
        (cell) => getComputedStyle(cell).position === 'sticky' && cell.getBoundingClientRect().left >= left - 1,
      );
      if (!named) problems.push(`a scrolled list hides the name of its rows: "${row.textContent?.slice(0, 40)}"`);
      box.scrollLeft = 0;
    }
    // Images the page draws from data (the member card's QR code) are checked here; the rest are asked for below.
    for (const image of document.images)
      if (image.src.startsWith('data:') && image.complete && image.naturalWidth === 0)
        problems.push(`broken inline image ${image.alt}`);
    const images = [...document.images]
      .map((image) => image.currentSrc || image.src)
      .filter((src) => src && !src.startsWith('data:'));
    return { problems, images };
  });
  // Every image answers (lazy ones below the fold too): asked once per address for the whole walk. A request that
  // meets a kept-alive connection the server closed at that moment (ECONNRESET, "socket hang up": Node closes idle
  // connections after 5 s) is asked once more on a new one: what is checked is the image's answer, not the socket.
  const ask = (src: string) => page.request.get(src).then((answer) => answer.status());
  for (const src of found.images) {
    if (!checkedImages.has(src))
      checkedImages.set(
        src,
        ask(src).catch((error: unknown) => {
          if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
          return ask(src);
        }),
      );
  }
  for (const src of found.images) {
    const status = await checkedImages.get(src)!;
    if (status !== 200) found.problems.push(`broken image ${src} (${status})`);
  }
  expect([...found.problems, ...pageErrors.splice(0)], `${name} at ${page.url()}`).toEqual([]);
}

export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}
