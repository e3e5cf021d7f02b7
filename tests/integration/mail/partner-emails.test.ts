import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { renderPartnerReport } from '@/lib/insights/monthly-report';
import { sendPartnerInvitationEmail, sendPartnerSignInEmail } from '@/lib/partner-auth/sign-in-email';
import { addPartnerUser } from '@/lib/membership/partners/partner-users';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { createTestPartner } from '../../fixtures/partners';

// E-mails to partners (docs/membership.md "Partner accounts"): in the partner user's language, chosen by staff at
// the invitation, whatever page asked for a sign-in link; none carries the guests' tagline.

const taglines = [en, fr, pt].map((messages) => messages.Header.tagline);

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

const newPartner = () =>
  createTestPartner(db, 'mail', { name: 'Bistro Marina', email: `mail-${randomUUID().slice(0, 8)}@example.com` });

const lastEmail = (to: string, template: string) =>
  db.outboxEmail.findFirstOrThrow({ where: { to, template }, orderBy: { id: 'desc' } });

function expectNoTagline(html: string | null, text: string | null) {
  for (const tagline of taglines) {
    expect(html).not.toContain(tagline);
    expect(text).not.toContain(tagline);
  }
}

describe('e-mails to partners', () => {
  it('invite and sign in a French partner user in French, without the guests’ tagline', async () => {
    const partner = await newPartner();
    const email = `chef-${partner.id}@example.com`;
    expect(await addPartnerUser(db, partner.id, email, 'fr')).toBe('done');
    expect(await db.partnerUser.findUniqueOrThrow({ where: { email } })).toMatchObject({ locale: 'fr' });

    await sendPartnerInvitationEmail({
      to: email,
      partner: partner.name,
      loginUrl: 'https://rewards.example/fr/partner/login',
      locale: 'fr',
    });
    const invitation = await lastEmail(email, 'partner-invitation');
    expect(invitation).toMatchObject({ locale: 'fr', subject: 'Votre comptoir membres chez Bistro Marina' });
    expect(invitation.html).toContain('https://rewards.example/fr/partner/login');
    expectNoTagline(invitation.html, invitation.text);

    // Asked from the Portuguese sign-in page: still in the user's language.
    await sendPartnerSignInEmail({ to: email, url: 'https://rewards.example/x', minutes: 15, locale: 'pt' });
    const signIn = await lastEmail(email, 'partner-sign-in');
    expect(signIn).toMatchObject({ locale: 'fr', subject: fr.EmailPartnerSignIn.subject });
    expectNoTagline(signIn.html, signIn.text);
  });

  it('send the monthly report without the guests’ tagline', async () => {
    const partner = await newPartner();
    const report = await renderPartnerReport(
      db,
      { id: partner.id, name: partner.name, email: partner.email!, reportLocale: 'en' },
      '2026-10',
    );
    expect(report.locale).toBe('en');
    expectNoTagline(report.html, report.text);
  });
});
