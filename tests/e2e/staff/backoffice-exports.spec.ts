import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { readAsSpreadsheet } from '../../fixtures/spreadsheet';
import { e2eDatabase } from '../support/e2e-database';

// docs/formats.md "Exports": a Portuguese staff member downloads the redemption ledger from the backoffice and gets
// a file their spreadsheet opens in columns, with the bills as numbers.
test.use({ locale: 'pt-PT' });

test('the ledger CSV downloaded in Portuguese opens in columns with the bills as numbers', async ({ page }) => {
  test.setTimeout(120_000); // signing in hashes a password: slow on a busy machine
  const db = e2eDatabase();
  const email = `exporta-${Date.now().toString(36)}@example.com`;
  const password = 'palavra-passe-e2e-2026';
  let partner: { id: number; name: string };
  try {
    await upsertStaffAccount(db, email, password); // a new account reads the backoffice in Portuguese
    partner = await db.partner.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true, name: true } });
    // No card: one from 2024 is past its retention and would be deleted by the daily job (docs/membership.md).
    await db.redemption.create({
      data: {
        idempotencyKey: randomUUID(),
        partnerId: partner.id,
        partySize: 2,
        billCents: 8450,
        readAt: new Date('2024-02-29T13:29:00Z'),
        redeemedAt: new Date('2024-02-29T13:30:00Z'),
      },
    });
  } finally {
    await db.$disconnect();
  }

  await page.goto('/backoffice/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible({ timeout: 60_000 });
  await page.goto(`/backoffice/redemptions?partnerId=${partner.id}&from=2024-02-29&to=2024-02-29`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descarregar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('utilizações.csv');
  const rows = readAsSpreadsheet(await readFile(await download.path(), 'utf8'), ';');
  expect(rows).toEqual([
    ['Quando', 'Parceiro', 'Hóspede', 'Pessoas', 'Conta antes do desconto (€)'],
    ['2024-02-29 13:30', partner.name, '', 2, 84.5],
  ]);
});
