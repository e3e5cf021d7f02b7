// docs/mail.md "Sign-in e-mails": a partner's one-time sign-in link is a key to its counter. Staff, signed in, read
// that it was sent, to whom and when, but never its body, and cannot send it again; other e-mails stay readable.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { getOutboxPage, getOutboxPreview } = await import('@/lib/mail/staff-queries');
const { retryEmailAction } = await import('@/lib/mail/staff-actions');
const { sendPartnerSignInEmail } = await import('@/lib/partner-auth/sign-in-email');
const { kickOutbox } = await import('@/lib/mail/runner');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { postedForm } = await import('../../fixtures/staff-forms');

const db = createPrismaClient();
afterAll(() => db.$disconnect());
const secretLink = 'https://rewards.example/api/partner-auth/callback/nodemailer?token=the-secret-token';
let adminId: number;

beforeAll(async () => {
  adminId = (await upsertStaffAccount(db, `mail-${Date.now().toString(36)}@example.com`, 'correct horse battery')).id;
  await db.adminUser.update({ where: { id: adminId }, data: { locale: 'pt' } });
}, 60_000); // argon2 hashing on a shared machine
beforeEach(async () => {
  request.cookies.clear();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(adminId));
});

describe('sign-in e-mails in the backoffice (docs/mail.md "Sign-in e-mails")', () => {
  it('lists the e-mail, to whom and when, and withholds its body from the preview', async () => {
    const to = `counter-${Date.now().toString(36)}@example.com`;
    await sendPartnerSignInEmail({ to, url: secretLink, minutes: 15, locale: 'pt' });
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to, template: 'partner-sign-in' } });
    expect(stored.html).toContain('the-secret-token');

    const listed = (await getOutboxPage(1)).find((row) => row.id === stored.id);
    expect(listed).toMatchObject({ to, template: 'partner-sign-in', createdAt: stored.createdAt });
    expect(JSON.stringify(listed)).not.toContain('the-secret-token');

    const preview = await getOutboxPreview(stored.id);
    expect(preview).toMatchObject({ to, withheld: true, html: null, text: null, data: null });
    expect(JSON.stringify(preview)).not.toContain('the-secret-token');
  });

  it('refuses to send a sign-in e-mail again and leaves it as it was', async () => {
    const to = `retry-${Date.now().toString(36)}@example.com`;
    await sendPartnerSignInEmail({ to, url: secretLink, minutes: 15, locale: 'pt' });
    // The send starts delivering at once, in the background: wait for it, or it overwrites the state set below.
    await kickOutbox();
    const { id } = await db.outboxEmail.findFirstOrThrow({ where: { to } });
    await db.outboxEmail.update({ where: { id }, data: { status: 'failed', lastError: 'refused', attempts: 8 } });

    const answer = await retryEmailAction({ status: 'idle' }, postedForm({ id }));
    expect(answer).toMatchObject({
      status: 'refused',
      error:
        'A equipa não pode reenviar um e-mail de entrada: o parceiro pede uma nova ligação na página de entrada do balcão.',
    });
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'failed',
      lastError: 'refused',
    });
    expect(await db.staffActivity.count({ where: { adminId, target: `email:${id}` } })).toBe(0);
  });

  it('keeps showing and retrying every other e-mail', async () => {
    const row = await db.outboxEmail.create({
      data: {
        template: 'contact-notification',
        to: 'team@example.com',
        subject: 'Contact',
        html: '<p>Hello</p>',
        text: 'Hello',
        status: 'failed',
      },
    });
    expect(await getOutboxPreview(row.id)).toMatchObject({ withheld: false, html: '<p>Hello</p>', text: 'Hello' });
    expect(await retryEmailAction({ status: 'idle' }, postedForm({ id: row.id }))).toMatchObject({ status: 'done' });
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('pending');
  });
});
