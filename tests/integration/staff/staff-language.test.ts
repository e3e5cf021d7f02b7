import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { setStaffLanguageAction } = await import('@/lib/staff/language-actions');
const staffActions = await import('@/lib/shop/staff-actions');
const { STAFF_LANGUAGE_COOKIE } = await import('@/lib/i18n/staff-language');
const { createTestProduct } = await import('../../fixtures/orders');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const { postedForm, productForm } = await import('../../fixtures/staff-forms');
const idle = { status: 'idle' } as const;
const db = createPrismaClient();
afterAll(() => db.$disconnect());

let admin: { id: number; email: string };
const languageForm = (locale: string) => {
  const form = new FormData();
  form.set('locale', locale);
  return form;
};

beforeAll(async () => {
  admin = await upsertStaffAccount(db, `language-${Date.now().toString(36)}@example.com`, 'correct horse battery');
});
beforeEach(async () => {
  request.cookies.clear();
  request.headers = new Headers();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
});

describe('the staff language (docs/decisions/12-staff-run-directory.md §7)', () => {
  it('is Portuguese for a new account, and each staff member changes it on the account, logged as staff.locale', async () => {
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).toBe('pt');
    expect(await setStaffLanguageAction({ status: 'idle' }, languageForm('fr'))).toEqual({
      status: 'done',
      message: 'Langue enregistrée.',
    });
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).toBe('fr');
    // This browser's next sign-in page speaks it too.
    expect(request.cookies.get(STAFF_LANGUAGE_COOKIE)).toBe('fr');
    const logged = await db.staffActivity.findFirst({
      where: { adminId: admin.id, action: 'staff.locale' },
      orderBy: { id: 'desc' },
    });
    expect(logged).toMatchObject({ target: admin.email, detail: { locale: 'fr' } });
  });

  it('refuses a language the backoffice does not speak, in the staff language, and changes nothing', async () => {
    await setStaffLanguageAction({ status: 'idle' }, languageForm('pt'));
    const refused = await setStaffLanguageAction({ status: 'idle' }, languageForm('de'));
    expect(refused).toEqual({
      status: 'refused',
      error: 'Corrija os campos assinalados',
      fieldErrors: { locale: 'Escolha inglês, francês ou português' },
      values: {},
    });
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).toBe('pt');
  });

  it('answers a request without a session in the sign-in language, and changes nothing', async () => {
    request.cookies.clear();
    request.headers = new Headers({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    const { staffAction } = await import('@/lib/actions/staff-action');
    expect(await staffAction(async () => ({ ok: true, data: null }))).toEqual({
      ok: false,
      error: 'Non autorisé',
      unauthorized: true,
    });
    // The language form posted without a session goes to the sign-in page, which speaks that language.
    const redirected = await setStaffLanguageAction({ status: 'idle' }, languageForm('en')).then(
      () => 'no redirect',
      (error: { digest?: string }) => error.digest ?? '',
    );
    expect(redirected).toContain(';/backoffice/login;');
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).locale).not.toBe('en');
  });

  it('translates what staff actions answer: field messages, stock refusals and not found', async () => {
    await setStaffLanguageAction({ status: 'idle' }, languageForm('pt'));
    const product = await createTestProduct(db, { quantity: 2 });
    expect(await staffActions.adjustStockAction(idle, postedForm({ productId: product.id, delta: -3 }))).toMatchObject({
      status: 'refused',
      error: 'Stock insuficiente. Disponível: 2, necessário: 3',
    });
    expect(await staffActions.deleteProductAction(idle, postedForm({ id: 2_000_000_000 }))).toMatchObject({
      status: 'refused',
      error: 'Produto não encontrado',
    });
    const invalid = await staffActions.saveProductAction(
      idle,
      productForm({
        nameEn: '',
        nameFr: 'x',
        namePt: 'x',
        price: '12,505',
        quantity: -1,
        position: '',
        enabled: true,
        images: '',
      }),
    );
    expect(invalid).toMatchObject({
      status: 'refused',
      error: 'Corrija os campos assinalados',
      fieldErrors: {
        nameEn: 'Este campo é obrigatório',
        price: 'Um preço em euros, por exemplo 12,50',
        quantity: 'Não pode ser negativo',
      },
    });
    await setStaffLanguageAction({ status: 'idle' }, languageForm('en'));
    expect(await staffActions.adjustStockAction(idle, postedForm({ productId: product.id, delta: -3 }))).toMatchObject({
      status: 'refused',
      error: 'Insufficient stock. Available: 2, Required: 3',
    });
  });
});
