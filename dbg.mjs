import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
for (const path of ['/', '/shopping', '/checkout']) {
  await page.goto('http://localhost:3200' + path); await page.waitForLoadState('networkidle');
  const r = await page.evaluate(() => performance.getEntriesByType('resource').filter(e => e.initiatorType === 'script' || e.name.endsWith('.js')).map(e => [e.name.split('/').pop(), e.encodedBodySize, e.decodedBodySize]));
  const enc = r.reduce((s, x) => s + x[1], 0), dec = r.reduce((s, x) => s + x[2], 0);
  console.log(path, r.length, 'files', (enc/1024).toFixed(1), 'kB transferred', (dec/1024).toFixed(1), 'kB raw');
  if (path === '/') console.log(r.map(x => x.join(' ')).join('\n'));
}
await browser.close();
